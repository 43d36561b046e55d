import { REFERRAL_CODE_LENGTH } from '@/src/contracts/referral-code';

/** Spec 3 "Local data": the referral code a visitor arrived with, kept for when they come back without it. */
export const REFERRAL_KEY = 'referral';

export interface ReferralChoice {
  /** The code sent with the registration, or null. */
  code: string | null;
  /** Set when the link carried a code of the wrong length: it is ignored and the page says so. */
  ignored: string | null;
}

/**
 * Spec 2.1/5: the path segment is optional and exactly 16 characters. A segment of any other length is
 * treated as no referral (and not replaced by a remembered one: the visitor followed this link, not the
 * earlier one). Without a segment, the code remembered from an earlier visit is used.
 */
export function chooseReferral(segment: string | undefined, remembered: string | null): ReferralChoice {
  const fromLink = segment?.trim() ?? '';
  if (fromLink.length === REFERRAL_CODE_LENGTH) return { code: fromLink, ignored: null };
  if (fromLink.length > 0) return { code: null, ignored: fromLink };
  return { code: remembered?.length === REFERRAL_CODE_LENGTH ? remembered : null, ignored: null };
}

export function readRememberedReferral(): string | null {
  try {
    return localStorage.getItem(REFERRAL_KEY);
  } catch {
    return null;
  }
}

export function rememberReferral(code: string) {
  try {
    localStorage.setItem(REFERRAL_KEY, code);
  } catch {
    // Without storage the code is still sent with this registration.
  }
}
