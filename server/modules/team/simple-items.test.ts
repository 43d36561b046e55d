import { and, count, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simpleItem } from '@/src/contracts/simple-item';
import { cards, users } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';

/**
 * Issue 19 item 11: the id-list endpoints answer simple items `{ id, name, number }` (spec 3), number being
 * what the item holds: a user's open cards, a team's members, an account's open cards.
 */
const t = useTestContext();

const get = async (path: string, role: 1 | 2) => {
  const res = await t.request('GET', path, { token: (await t.sessionFor(role)).accessToken });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const openCardsOf = async (where: ReturnType<typeof eq>) =>
  (
    await t.db
      .select({ n: count() })
      .from(cards)
      .where(and(where, ne(cards.status, 'closed')))
  )[0]!.n;
const membersOf = async (leadId: number) =>
  (await t.db.select({ n: count() }).from(users).where(eq(users.teamLeadId, leadId)))[0]!.n;

describe('simple items on the id-lists', () => {
  it("page/user and page/team id-lists count a user's open cards and a team's members", async () => {
    const people = await get('/api/page/user/id-list', 2);
    const teams = await get('/api/page/team/id-list', 2);
    for (const item of [...people, ...teams])
      expect(simpleItem.safeParse(item).success, JSON.stringify(item)).toBe(true);
    for (const person of people)
      expect(person.number, person.name).toBe(await openCardsOf(eq(cards.holderUserId, person.id)));
    expect(people.some((p: { number: number }) => p.number > 0)).toBe(true);
    for (const team of teams) expect(team.number, team.name).toBe(await membersOf(team.id));
    expect(teams.some((p: { number: number }) => p.number > 0)).toBe(true);
  });

  it("a company's user, team and account id-lists do the same for staff", async () => {
    const owner = await t.userOf(2);
    const [row] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, owner.id));
    const id = row!.companyId!;
    const people = await get(`/api/backoffice/company/${id}/user/id-list`, 1);
    for (const person of people) expect(person.number).toBe(await openCardsOf(eq(cards.holderUserId, person.id)));
    const teams = await get(`/api/backoffice/company/${id}/team/id-list`, 1);
    for (const team of teams) expect(team.number).toBe(await membersOf(team.id));
    const { records } = await get(`/api/backoffice/company/${id}/account/id-list`, 1);
    for (const account of records) {
      expect(simpleItem.safeParse(account).success).toBe(true);
      expect(account.number, account.name).toBe(await openCardsOf(eq(cards.accountId, account.id)));
    }
    expect(records.some((a: { number: number }) => a.number > 0)).toBe(true);
  });
});
