/**
 * The four places a card page opens from (spec 2.2, 2.3): the wallet, the bank page (owner), a team user's
 * page and the admin company page. Each has its own way back.
 */
export type CardArea =
  { kind: 'wallet' } | { kind: 'bank' } | { kind: 'team'; userId: number } | { kind: 'admin'; companyId: number };
