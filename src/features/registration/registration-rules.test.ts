import { describe, expect, it } from 'vitest';
import { continueAllowed } from './registration-rules';

const valid = { email: 'founder@example.com', telegram: '@founder_1', agreement: 'on' };

describe('continueAllowed (spec 2.1: Continue is disabled while anything is invalid)', () => {
  it('allows a valid e-mail, a valid handle and the ticked agreement', () => {
    expect(continueAllowed(valid)).toBe(true);
  });

  it.each([
    ['no e-mail', { ...valid, email: undefined }],
    ['a blank e-mail', { ...valid, email: '   ' }],
    ['an invalid e-mail', { ...valid, email: 'founder@' }],
    ['an outlook.com e-mail', { ...valid, email: 'founder@outlook.com' }],
    ['an iCloud e-mail in capitals', { ...valid, email: 'Founder@ICLOUD.COM' }],
    ['an e-mail over 255 characters', { ...valid, email: `${'a'.repeat(250)}@example.com` }],
    ['no handle', { ...valid, telegram: undefined }],
    ['a handle without @', { ...valid, telegram: 'founder_1' }],
    ['a handle of 4 characters', { ...valid, telegram: '@abcd' }],
    ['a handle of 33 characters', { ...valid, telegram: `@${'a'.repeat(33)}` }],
    ['a handle with a dash', { ...valid, telegram: '@found-er' }],
    ['the agreement unticked', { ...valid, agreement: undefined }],
  ])('refuses %s', (_, draft) => {
    expect(continueAllowed(draft)).toBe(false);
  });

  it('accepts the handle limits: 5 and 32 characters after @', () => {
    expect(continueAllowed({ ...valid, telegram: '@abcde' })).toBe(true);
    expect(continueAllowed({ ...valid, telegram: `@${'a'.repeat(32)}` })).toBe(true);
  });
});
