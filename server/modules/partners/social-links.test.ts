import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, type RoleId } from '@/src/contracts/access';
import { SOCIAL_LINKS_MAX, socialMessages, type SupportLink } from '@/src/contracts/partners';
import { auditLog, socialLinks } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';

/**
 * Issue 19 item 7: the social links beside the partner button are set by roles 1 and 7 in the partner designer,
 * stored, shown to clients after the support link, audit-logged; only https addresses of bounded length get in.
 */
const t = useTestContext();
const tokens = new Map<RoleId, string>();
beforeAll(async () => {
  for (const role of ROLE_IDS) tokens.set(role, (await t.sessionFor(role)).accessToken);
});

const PATH = '/api/backoffice/settings/social-links';
const save = (links: unknown, role: RoleId = 7) => t.request('PUT', PATH, { token: tokens.get(role), json: { links } });
const stored = () => t.db.select().from(socialLinks).orderBy(socialLinks.position);
const shown = async (role: RoleId = 3) => {
  const res = await t.request('GET', '/api/partner-button', { token: tokens.get(role) });
  expect(res.status, res.text).toBe(200);
  return res.body.data.links as SupportLink[];
};
const link = (url: string, label = 'Our channel', kind = 'telegram') => ({ kind, label, url });

describe('social links', () => {
  it('roles 1 and 7 set them; clients see them after the support link, in their order', async () => {
    const links = [
      link('https://t.me/cardportal_news'),
      link('https://www.linkedin.com/company/cardportal', 'LinkedIn', 'linkedin'),
    ];
    const res = await save(links);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.message).toBe(socialMessages.saved);
    const seen = await shown();
    expect(seen[0]).toMatchObject({ role: 'support', kind: 'telegram' });
    expect(seen.slice(1)).toEqual(links.map((l) => ({ ...l, role: 'social' })));
    const read = await t.request('GET', PATH, { token: tokens.get(1) });
    expect(read.body.data.links).toEqual(links);
    expect(read.body.data.updatedAt).toMatchObject({ date: expect.any(String), timestamp: expect.any(Number) });
    expect((await save([...links].reverse(), 1)).status).toBe(200);
    expect((await shown(2)).slice(1).map((l) => l.kind)).toEqual(['linkedin', 'telegram']);
  });

  it('every other role is refused, reading or writing, and nothing changes', async () => {
    const before = await stored();
    for (const role of [2, 3, 4, 5, 6, 8] as RoleId[]) {
      expect((await save([link('https://evil.example')], role)).status, `save as ${role}`).toBe(403);
      expect((await t.request('GET', PATH, { token: tokens.get(role) })).status, `read as ${role}`).toBe(403);
    }
    expect((await t.request('PUT', PATH, { json: { links: [] } })).status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('refuses script, data, plain http, disguised and oversized links, naming the field; nothing changes', async () => {
    const before = await stored();
    const bad = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'http://t.me/plain',
      '//t.me/protocol-relative',
      'https://trusted.example@evil.example/',
      'https://user:pass@evil.example/',
      'https://t.me/a\u0000b',
      'https://t.me/a b',
      `https://t.me/${'a'.repeat(520)}`,
      '',
      'not a url',
    ];
    for (const url of bad) {
      const res = await save([link('https://t.me/ok'), link(url)]);
      expect(res.status, JSON.stringify(url)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(url)).toContain('links.1.url');
    }
    const fields: [unknown, string][] = [
      [[{ ...link('https://t.me/ok'), label: '' }], 'links.0.label'],
      [[{ ...link('https://t.me/ok'), label: 'x'.repeat(41) }], 'links.0.label'],
      [[{ ...link('https://t.me/ok'), label: 'a\u0000' }], 'links.0.label'],
      [[{ ...link('https://t.me/ok'), kind: 'myspace' }], 'links.0.kind'],
      [[link('https://t.me/ok'), link('https://T.ME/ok')], 'links.1.url'],
      [Array.from({ length: SOCIAL_LINKS_MAX + 1 }, (_, i) => link(`https://t.me/c${i}`)), 'links'],
      ['not a list', 'links'],
    ];
    for (const [links, field] of fields) {
      const res = await save(links);
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
    }
    expect(await stored()).toEqual(before);
  });

  it('logs each change (list before and after), none for a no-op save; 50 saves at once leave one list', async () => {
    const count = async () =>
      (await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.socialLinks'))).length;
    const first = [link('https://t.me/first')];
    expect((await save(first)).status).toBe(200);
    const logged = await count();
    expect((await save(first)).status).toBe(200);
    expect(await count()).toBe(logged);
    const second = [
      link('https://t.me/second', 'Second', 'telegram'),
      link('https://youtube.com/@cardportal', 'Videos', 'youtube'),
    ];
    const answers = await Promise.all(Array.from({ length: 50 }, () => save(second, 1)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await count()).toBe(logged + 1);
    expect((await stored()).map((r) => r.url)).toEqual(second.map((l) => l.url));
    const [last] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.socialLinks'))
      .orderBy(auditLog.id)
      .then((r) => r.slice(-1));
    expect(last).toMatchObject({ actorRole: 1, before: { links: first }, after: { links: second } });
    expect((await save([])).status).toBe(200);
    expect((await shown()).filter((l) => l.role === 'social')).toEqual([]);
  });
});
