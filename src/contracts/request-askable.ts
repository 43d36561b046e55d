import { z } from 'zod';
import { cardLimits } from './cards';
import { endpoint } from './endpoint';

/**
 * What the caller may ask for now (issue 24): the targets each kind of request can name, as the server would
 * accept them, so the PWA offers only the entry points that can work. A buyer asks for themself; a team lead
 * for themself and the active members of their team.
 */

const askablePerson = z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() });
export type AskablePerson = z.infer<typeof askablePerson>;

const askableAccount = z.object({ id: z.number(), name: z.string(), currency: z.string() });
export type AskableAccount = z.infer<typeof askableAccount>;

const askableBinSet = z.object({ id: z.number(), name: z.string(), bin: z.string(), currency: z.string() });
export type AskableBinSet = z.infer<typeof askableBinSet>;

const askableCard = z.object({
  id: z.number(),
  name: z.string(),
  maskedNumber: z.string(),
  currency: z.string(),
  holderUserId: z.number(),
  /** The card's limits now ("no limit" is null): a request asks for more than these. */
  limits: cardLimits,
});
export type AskableCard = z.infer<typeof askableCard>;

const askablePersonLimit = z.object({
  userId: z.number(),
  currency: z.string(),
  /** The limit now; a period without one (null) cannot be asked higher: there is nothing to raise. */
  daily: z.string().nullable(),
  monthly: z.string().nullable(),
});
export type AskablePersonLimit = z.infer<typeof askablePersonLimit>;

export const askableRequests = z.object({
  /** Whom the caller may ask for: themself first, then (a team lead) the active members of their team. */
  people: z.array(askablePerson),
  /** A new card: the BIN sets the company issues from (an active set with an open BIN account). */
  binSets: z.array(askableBinSet),
  /** A higher card limit: the cards of those people that are not closed. */
  cards: z.array(askableCard),
  /** A higher person limit: the per-person limits those people have (issue 23), one row per person and currency. */
  personLimits: z.array(askablePersonLimit),
  /** Funds: the company's open transit accounts, and its open BIN accounts in a currency one of them has. */
  funds: z.object({ transit: z.array(askableAccount), bin: z.array(askableAccount) }),
  /** Which kinds have a target now (the entry points to show). */
  kinds: z.object({ new_card: z.boolean(), card_limit: z.boolean(), person_limit: z.boolean(), funds: z.boolean() }),
});
export type AskableRequests = z.infer<typeof askableRequests>;

export const listAskableRequests = endpoint({
  method: 'get',
  path: '/request/askable',
  access: 'request.create',
  summary:
    'What the caller may ask for now: the people (themself; a team lead also their team), BIN sets, cards, ' +
    'person limits and accounts each kind of request can name',
  response: askableRequests,
});
