import { describe, expect, it } from 'vitest';
import { updateYmClientId } from '@/src/contracts/users';
import { updateYmClientIdRoute } from './analytics-link';

describe('the schema-free update-ym-client-id route', () => {
  it('matches its contract', () => {
    expect(updateYmClientIdRoute).toEqual({ method: updateYmClientId.method, path: updateYmClientId.path });
  });
});
