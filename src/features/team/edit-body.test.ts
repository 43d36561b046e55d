import { describe, expect, it } from 'vitest';
import { editBody } from './edit-body';

describe('editBody', () => {
  it('sends a team lead only their names when nothing else is shown', () => {
    expect(editBody({ firstName: 'Leo' }, { teamName: false, rights: false, teamLead: false })).toEqual({
      firstName: 'Leo',
      lastName: '',
    });
  });

  it('turns what the form dropped into explicit clears for the shown fields', () => {
    expect(
      editBody({ firstName: 'Ravi', lastName: 'Mehta', role: 4 }, { teamName: false, rights: true, teamLead: true }),
    ).toEqual({
      firstName: 'Ravi',
      lastName: 'Mehta',
      role: 4,
      canSeeBalance: false,
      permissions: [],
      teamLeadId: null,
    });
    expect(editBody({ role: 3 }, { teamName: true, rights: true, teamLead: false })).toMatchObject({
      teamName: null,
      role: 3,
    });
  });

  it('keeps chosen values', () => {
    const value = {
      firstName: 'A',
      lastName: 'B',
      teamName: 'Growth',
      role: 4,
      canSeeBalance: true,
      permissions: ['card_issue'],
      teamLeadId: 7,
    } as const;
    expect(
      editBody({ ...value, permissions: [...value.permissions] }, { teamName: true, rights: true, teamLead: true }),
    ).toEqual({
      ...value,
      permissions: ['card_issue'],
    });
  });

  it('sends back the permissions the editor was not shown, once', () => {
    const shown = { teamName: false, rights: true, teamLead: false };
    expect(editBody({ permissions: ['top_up'] }, shown, ['admin_withdrawal']).permissions).toEqual([
      'top_up',
      'admin_withdrawal',
    ]);
    expect(editBody({}, shown, ['admin_withdrawal']).permissions).toEqual(['admin_withdrawal']);
    expect(editBody({ permissions: ['admin_withdrawal'] }, shown, ['admin_withdrawal']).permissions).toEqual([
      'admin_withdrawal',
    ]);
  });
});
