import type { ReceivedMail } from './smtp-sink';
import type { TestContext, TestResponse } from './context';

let n = 0;
/** A unique registrable address and handle per call. */
export function applicant(label = 'applicant') {
  n += 1;
  const id = `${label}${n}${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9]/g, '');
  return { email: `${id}@example.com`, telegram: `@${id.slice(0, 32).padEnd(5, 'x')}` };
}

let ips = 0;
/** An address no other request used (198.18.0.0/15 is for benchmarks), so per-IP limits bite only where meant. */
export const freshIp = () => `198.18.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`;

/**
 * POST company-invitation/register with a valid body unless `fields` say otherwise, from a fresh address unless `ip` is
 * given.
 */
export function register(t: TestContext, fields: Record<string, unknown> = {}, ip = freshIp()): Promise<TestResponse> {
  return t.request('POST', '/api/company-invitation/register', {
    json: { ...applicant(), agreement: true, fingerprintData: { default: 'fp-default' }, clientId: 'ym-1', ...fields },
    ip,
  });
}

/** Registers and has a staff member approve; answers the invitation id, the owner's e-mail and the link's token. */
export async function approvedOwner(t: TestContext, staffToken: string, ip?: string) {
  const who = applicant('owner');
  const registered = await register(t, who, ip);
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}: ${registered.text}`);
  const id = registered.body.data.userId as number;
  const approved = await t.request('POST', `/api/company-invitation/${id}/approve`, { token: staffToken });
  if (approved.status !== 200) throw new Error(`approve answered ${approved.status}: ${approved.text}`);
  const mail = await t.smtp.waitFor((m) => m.to.includes(who.email));
  return {
    id,
    email: who.email,
    companyId: approved.body.data.companyId as number,
    token: linkToken(mail, 'confirm-user'),
    mail,
  };
}

/** The token of the first `/<route>/<token>` link in a received e-mail's text. */
export function linkToken(mail: ReceivedMail, route: 'confirm-user' | 'password-reset'): string {
  const match = new RegExp(`/${route}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`No /${route}/ link in: ${mail.text}`);
  return match[1]!;
}

/** Runs `body` with deps.now moved `offsetMs` from the real clock, then puts the clock back. */
export async function later<T>(t: TestContext, offsetMs: number, body: () => Promise<T>): Promise<T> {
  const realNow = t.deps.now;
  t.deps.now = () => new Date(Date.now() + offsetMs);
  try {
    return await body();
  } finally {
    t.deps.now = realNow;
  }
}

/** Row counts without the rate-limit counters: a refused request may count against its caller, nothing else. */
export async function countDataRows(t: TestContext) {
  const { rate_limits: _counters, ...rest } = await t.countRows();
  return rest;
}
