import { describe, expect, it } from 'vitest';
import { NOTIFICATION_STATUS } from '@/src/contracts/notification-types';
import { validateNotificationSearch } from './notification-search';

describe('notification page search', () => {
  it('keeps the statuses of the contract and a page above 1, and drops anything else', () => {
    expect(validateNotificationSearch({ status: String(NOTIFICATION_STATUS.new), page: '2' })).toEqual({
      status: 1,
      page: 2,
    });
    expect(validateNotificationSearch({ status: NOTIFICATION_STATUS.viewed })).toEqual({ status: 3 });
    expect(validateNotificationSearch({ status: '2', page: '1' })).toEqual({});
    expect(validateNotificationSearch({ status: 'x', page: '-3' })).toEqual({});
  });
});
