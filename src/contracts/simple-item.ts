import { z } from 'zod';

/** Something named, referred to by its id: `{ id, name }` (a company, an account, a holder, a provider…). */
export const idName = z.object({ id: z.number(), name: z.string() });

/**
 * Simple item (spec 3): `{ id, name, number }`, the records of the id-list endpoints (spec 7: page/user,
 * page/team, and a company's user, team and account id-lists). `number` is what the item holds, so a
 * picker can show it beside the name: a user's open cards, a team's members, an account's open cards.
 */
export const simpleItem = z.object({ id: z.number(), name: z.string(), number: z.number().int().min(0) });
export type SimpleItem = z.infer<typeof simpleItem>;
