import { registrationForm, type RegistrationForm } from '@/src/contracts/onboarding';

/** What the registration form holds at a moment, as the browser would submit it. */
export interface RegistrationDraft {
  email?: unknown;
  telegram?: unknown;
  agreement?: unknown;
}

/**
 * Spec 2.1: Continue stays disabled while the e-mail or the handle is invalid or the agreement is unticked.
 * The same schema the server validates with decides, so the button and the API never disagree.
 */
export function continueAllowed(draft: RegistrationDraft): boolean {
  return registrationForm.safeParse(draft).success;
}

/** The form's current values, read from the DOM (an unticked checkbox submits nothing). */
export function readDraft(form: HTMLFormElement): RegistrationDraft {
  const data = new FormData(form);
  return {
    email: data.get('email') ?? undefined,
    telegram: data.get('telegram') ?? undefined,
    agreement: data.get('agreement') ?? undefined,
  };
}

/** Values to put back into step 1 when the visitor returns to it from step 2. */
export type RegistrationValues = Pick<RegistrationForm, 'email' | 'telegram'> & { agreement: boolean };
