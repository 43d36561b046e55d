/**
 * Spec 2.1/5: a referral code has exactly 16 characters. Apart from validators.ts so the registration page can
 * read it without loading the schema library (decision 006).
 */
export const REFERRAL_CODE_LENGTH = 16;
