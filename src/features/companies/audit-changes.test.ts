import { describe, expect, it } from 'vitest';
import { auditChanges, auditValueText } from './audit-changes';

describe('audit changes', () => {
  it('lists changed fields before → after in the UI’s words, leaving out unchanged ones', () => {
    expect(
      auditChanges({
        entityType: 'company',
        before: { name: 'Old', isBlocked: false, conversionFee: '1.00', segment: 1, incomeFee: '2.50' },
        after: { name: 'New', isBlocked: true, conversionFee: '1.00', segment: 3, incomeFee: '2.00' },
        names: {},
      }),
    ).toEqual([
      { field: 'name', label: 'Name', before: 'Old', after: 'New' },
      { field: 'isBlocked', label: 'Blocked', before: 'No', after: 'Yes' },
      { field: 'segment', label: 'Segment', before: 'Start', after: 'Enterprise' },
      { field: 'incomeFee', label: 'Income fee', before: '2.50 %', after: '2.00 %' },
    ]);
  });

  it('names people, roles and statuses instead of their ids', () => {
    expect(
      auditChanges({
        entityType: 'user',
        before: { teamLeadId: null, role: 4, status: 2, permissions: [] },
        after: { teamLeadId: 9, role: 3, status: 1, permissions: ['card_issue'] },
        names: { 'user:9': 'Ann Lee' },
      }).map(({ label, before, after }) => `${label}: ${before} → ${after}`),
    ).toEqual([
      'Team lead: — → Ann Lee',
      'Role: Buyer → Team lead',
      'Status: Active → Paused',
      'Rights: None → Issue cards',
    ]);
  });

  it('says when a named row is gone, and writes unknown fields and objects in words', () => {
    expect(
      auditChanges({ entityType: 'company', before: null, after: { tariffScaleId: 4, someNewFlag: 'x' }, names: {} }),
    ).toEqual([
      { field: 'tariffScaleId', label: 'Tariff scale', before: '—', after: '#4 (no longer exists)' },
      { field: 'someNewFlag', label: 'Some new flag', before: '—', after: 'x' },
    ]);
    expect(auditChanges({ entityType: 'company', before: null, after: null })).toEqual([]);
    expect(auditValueText({ currency: 'USD', amount: '5.00' })).toBe('Currency: USD, Amount: 5.00');
  });
});
