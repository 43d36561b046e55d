import { describe, expect, it } from 'vitest';
import type { AskableRequests } from '@/src/contracts/request-askable';
import { askableCard, personLimitsOf, raisablePeriods } from './askable';

const limit = (userId: number, daily: string | null, monthly: string | null, currency = 'USD') => ({
  userId,
  currency,
  daily,
  monthly,
});

const askable = (personLimits: AskableRequests['personLimits']): AskableRequests => ({
  people: [],
  binSets: [],
  cards: [
    {
      id: 7,
      name: 'Ads',
      maskedNumber: '•••• 4242',
      currency: 'USD',
      holderUserId: 1,
      limits: { perTransaction: null, daily: '100.00', monthly: null, lifetime: null },
    },
  ],
  personLimits,
  funds: { transit: [], bin: [] },
  kinds: { new_card: false, card_limit: true, person_limit: personLimits.length > 0, funds: false },
});

describe('raisablePeriods', () => {
  it('offers only the periods that have a limit', () => {
    expect(raisablePeriods(limit(1, '10.00', null))).toEqual(['daily']);
    expect(raisablePeriods(limit(1, null, '90.00'))).toEqual(['monthly']);
    expect(raisablePeriods(limit(1, '10.00', '90.00'))).toEqual(['daily', 'monthly']);
  });
});

describe('personLimitsOf', () => {
  it("keeps the person's own limits and nothing while the list is loading", () => {
    const all = askable([limit(1, '10.00', null), limit(2, null, '5.00', 'EUR'), limit(1, null, '50.00', 'EUR')]);
    expect(personLimitsOf(all, 1).map((l) => l.currency)).toEqual(['USD', 'EUR']);
    expect(personLimitsOf(all, 3)).toEqual([]);
    expect(personLimitsOf(undefined, 1)).toEqual([]);
  });
});

describe('askableCard', () => {
  it('finds a card the caller may ask for, and no other', () => {
    expect(askableCard(askable([]), 7)?.limits.daily).toBe('100.00');
    expect(askableCard(askable([]), 8)).toBeUndefined();
  });
});
