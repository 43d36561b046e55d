import { REQUEST_PERSON_LIMITS } from '@/src/contracts/requests';
import type { AskableCard, AskablePersonLimit, AskableRequests } from '@/src/contracts/request-askable';

/**
 * Readings of GET /request/askable for the request entry points (issue 24): each shows only where the server
 * would accept the request it opens.
 */

export type PersonPeriod = (typeof REQUEST_PERSON_LIMITS)[number];

/** The periods of a person limit that exist, so can be asked higher (a missing one would impose a limit). */
export function raisablePeriods(limit: AskablePersonLimit): PersonPeriod[] {
  return REQUEST_PERSON_LIMITS.filter((period) => limit[period] !== null);
}

/** The person's limits that can be asked higher, per currency. */
export function personLimitsOf(askable: AskableRequests | undefined, userId: number): AskablePersonLimit[] {
  return (askable?.personLimits ?? []).filter((l) => l.userId === userId && raisablePeriods(l).length > 0);
}

/** The card as a higher limit can be asked for it, or undefined when the caller cannot ask for this card. */
export function askableCard(askable: AskableRequests | undefined, cardId: number): AskableCard | undefined {
  return askable?.cards.find((card) => card.id === cardId);
}
