import { describe, expect, it } from 'vitest';
import { INVITATION_SENT, memberStatusLabel, memberStatusTone } from './member-status';

describe('member status', () => {
  it('shows an open invitation as "Invitation sent", unless the user was closed since', () => {
    expect(memberStatusLabel({ value: 2, description: 'Active' }, true)).toBe(INVITATION_SENT);
    expect(memberStatusTone(2, true)).toBe('invited');
    expect(memberStatusTone(0, true)).toBe('closed');
  });

  it('uses the server description, else the portal label', () => {
    expect(memberStatusLabel({ value: 1, description: 'Paused' })).toBe('Paused');
    expect(memberStatusLabel({ value: 0 })).toBe('Closed');
    expect(memberStatusTone(1)).toBe('paused');
    expect(memberStatusTone(2)).toBe('active');
  });
});
