import { describe, expect, it } from 'vitest';
import { chooseReferral } from './referral';

const CODE = 'AbCdEfGh12345678';

describe('chooseReferral (spec 5: the referral path code is exactly 16 characters)', () => {
  it('takes a 16-character code from the link', () => {
    expect(chooseReferral(CODE, null)).toEqual({ code: CODE, ignored: null });
  });

  it.each(['short', 'AbCdEfGh1234567', 'AbCdEfGh123456789', 'x'.repeat(40)])(
    'ignores %j (wrong length) and says so',
    (segment) => {
      expect(chooseReferral(segment, CODE)).toEqual({ code: null, ignored: segment });
    },
  );

  it('without a segment uses the code remembered from an earlier visit', () => {
    expect(chooseReferral(undefined, CODE)).toEqual({ code: CODE, ignored: null });
    expect(chooseReferral('', CODE)).toEqual({ code: CODE, ignored: null });
  });

  it('without a segment and nothing (or something broken) remembered, registers without a referral', () => {
    expect(chooseReferral(undefined, null)).toEqual({ code: null, ignored: null });
    expect(chooseReferral(undefined, 'broken')).toEqual({ code: null, ignored: null });
  });
});
