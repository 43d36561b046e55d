import { describe, expect, it } from 'vitest';
import { INVITATION_STATUS_KEYS } from '@/src/contracts/onboarding';
import { STATUS_KEYS, validateInvitationSearch } from './invitation-search';

describe('validateInvitationSearch', () => {
  it('knows the same statuses as the contract', () => {
    expect([...STATUS_KEYS]).toEqual(INVITATION_STATUS_KEYS);
  });

  it('keeps valid filters', () => {
    expect(validateInvitationSearch({ status: 'approved', period: 0, search: ' anna ', page: 3 })).toEqual({
      status: 'approved',
      period: 0,
      search: 'anna',
      page: 3,
    });
    expect(validateInvitationSearch({ period: '5', page: '2' })).toEqual({ period: 5, page: 2 });
  });

  it('drops what is not valid instead of failing the page', () => {
    expect(validateInvitationSearch({ status: 'lost', period: 9, search: 'x'.repeat(300), page: 0 })).toEqual({});
    expect(validateInvitationSearch({ period: 1.5, page: 'two', search: '' })).toEqual({});
    expect(validateInvitationSearch({ page: 1 })).toEqual({});
  });
});
