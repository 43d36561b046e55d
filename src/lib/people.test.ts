import { describe, expect, it } from 'vitest';
import { ROLE } from '@/src/contracts/access';
import { AUTOMATIC_CHANGE, historyUserLabel, personLabel, personName } from './people';

describe('people', () => {
  it('joins the parts that are set', () => {
    expect(personName({ firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(personName({ firstName: null, lastName: 'Lee' })).toBe('Lee');
    expect(personName({ firstName: '', lastName: null })).toBe('');
  });
  it('falls back to the email', () => {
    expect(personLabel({ firstName: null, lastName: null, email: 'a@b.c' })).toBe('a@b.c');
  });
  it('labels who made a change, the platform when nobody did', () => {
    expect(historyUserLabel(null)).toBe(AUTOMATIC_CHANGE);
    expect(historyUserLabel({ firstName: null, lastName: null, role: 999 })).toBe('Unnamed user');
    expect(historyUserLabel({ firstName: 'Ann', lastName: 'Lee', role: ROLE.owner })).toMatch(/^Ann Lee \(.+\)$/);
  });
});
