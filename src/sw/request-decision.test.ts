import { describe, expect, it } from 'vitest';
import { requestPushAction } from '@/src/contracts/requests';
import { DECISION_ACTIONS, REQUEST_PUSH_ACTION_URL } from './request-decision';
import { REQUEST_ACTIONS } from '@/src/contracts/request-kinds';

describe('the worker posts decisions where the contract says', () => {
  it('uses the push-action endpoint of the contract and its actions', () => {
    expect(REQUEST_PUSH_ACTION_URL).toBe(`/api${requestPushAction.path}`);
    expect(requestPushAction.access).toBe('public');
    expect(DECISION_ACTIONS.map((a) => a.action)).toEqual([...REQUEST_ACTIONS]);
  });
});
