import { registrationForm, type RegistrationForm } from '@/src/contracts/onboarding';

/*
 * The registration form's checks: the contract's own schema, so the form and the API never disagree. The form
 * loads this module when the visitor first reaches for it (registration-form.tsx), not with the page: the page
 * renders without the schema library (decision 006).
 */

/** What the registration form holds at a moment, as the browser would submit it. */
export interface RegistrationDraft {
  email?: unknown;
  telegram?: unknown;
  agreement?: unknown;
}

export type RegistrationField = keyof RegistrationDraft;
export type RegistrationErrors = Partial<Record<RegistrationField, string[]>>;

/**
 * Spec 2.1: Continue stays disabled while the e-mail or the handle is invalid or the agreement is unticked.
 * The same schema the server validates with decides, so the button and the API never disagree.
 */
export function continueAllowed(draft: RegistrationDraft): boolean {
  return registrationForm.safeParse(draft).success;
}

/** The schema's verdict on a draft: the values to send, or each field's messages (the catalogue's words). */
export function checkRegistration(
  draft: RegistrationDraft,
): { ok: true; value: RegistrationValues } | { ok: false; errors: RegistrationErrors } {
  const result = registrationForm.safeParse(draft);
  if (result.success) return { ok: true, value: { ...result.data, agreement: true } };
  const errors: RegistrationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as RegistrationField;
    (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}

/** The form's current values, read from the DOM (an unticked checkbox submits nothing). */
export function readDraft(form: HTMLFormElement): RegistrationDraft {
  const data = new FormData(form);
  return {
    email: data.get('email') || undefined,
    telegram: data.get('telegram') || undefined,
    agreement: data.get('agreement') ?? undefined,
  };
}

/** Values to put back into step 1 when the visitor returns to it from step 2. */
export type RegistrationValues = Pick<RegistrationForm, 'email' | 'telegram'> & { agreement: boolean };
