import { describe, expect, it } from 'vitest';
import { newClientRequestCount } from '@/src/contracts/onboarding';
import { newClientRequestCountRoute } from './admin-request-counts';

describe('newClientRequestCountRoute', () => {
  it('matches its contract', () => {
    expect(newClientRequestCountRoute).toEqual({
      method: newClientRequestCount.method,
      path: newClientRequestCount.path,
    });
  });
});
