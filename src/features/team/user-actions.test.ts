import { describe, expect, it } from 'vitest';
import { offeredUserActions } from './user-actions';

const owner = { id: 1, role: 2 };
const lead = { id: 2, role: 3 };
const buyer = (status: number, id = 10) => ({ id, status, role: 4 });

describe('offeredUserActions', () => {
  it('offers the owner the whole menu on an active buyer', () => {
    expect(offeredUserActions(owner, buyer(2))).toEqual({
      menu: ['edit', 'block', 'resetSessions', 'delete'],
      buttons: [],
    });
  });

  it('offers a team lead edit, block and reset, but not delete (owner only)', () => {
    expect(offeredUserActions(lead, buyer(2))).toEqual({ menu: ['edit', 'block', 'resetSessions'], buttons: [] });
  });

  it('hides the menu for a paused user and offers Unblock instead', () => {
    expect(offeredUserActions(owner, buyer(1))).toEqual({ menu: [], buttons: ['unblock', 'delete'] });
    expect(offeredUserActions(lead, buyer(1))).toEqual({ menu: [], buttons: ['unblock'] });
  });

  it('offers nothing for a closed user', () => {
    expect(offeredUserActions(owner, buyer(0))).toEqual({ menu: [], buttons: [] });
  });

  it("offers nothing on one's own page", () => {
    expect(offeredUserActions(lead, { id: 2, status: 2, role: 3 })).toEqual({ menu: [], buttons: [] });
    expect(offeredUserActions(owner, { id: 1, status: 2, role: 2 })).toEqual({ menu: [], buttons: [] });
  });

  it('offers nothing on the owner, nor before the current user is known', () => {
    expect(offeredUserActions(lead, { id: 1, status: 2, role: 2 })).toEqual({ menu: [], buttons: [] });
    expect(offeredUserActions({ id: 5, role: undefined }, buyer(2))).toEqual({ menu: [], buttons: [] });
  });

  it('offers a buyer nothing (no team rights)', () => {
    expect(offeredUserActions({ id: 9, role: 4 }, buyer(2))).toEqual({ menu: [], buttons: [] });
  });
});
