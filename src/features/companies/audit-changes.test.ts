import { describe, expect, it } from 'vitest';
import { auditChanges, auditValueText } from './audit-changes';

describe('audit changes', () => {
  it('lists changed fields before → after, leaving out unchanged ones', () => {
    expect(
      auditChanges({
        before: { name: 'Old', isBlocked: false, fee: '1.00' },
        after: { name: 'New', isBlocked: true, fee: '1.00', segment: 2 },
      }),
    ).toEqual([
      { field: 'name', before: 'Old', after: 'New' },
      { field: 'isBlocked', before: 'No', after: 'Yes' },
      { field: 'segment', before: '—', after: '2' },
    ]);
  });

  it('reads a missing side as nothing', () => {
    expect(auditChanges({ before: null, after: null })).toEqual([]);
    expect(auditValueText({ id: 1 })).toBe('{"id":1}');
  });
});
