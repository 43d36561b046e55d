import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PlainButton, PlainCheckbox, PlainTextField } from './plain-fields';
import type { RegistrationErrors, RegistrationField, RegistrationValues } from './registration-rules';
import styles from './registration-page.module.css';

interface RegistrationFormProps {
  /** Filled when the visitor came back from step 2. */
  initial: RegistrationValues | undefined;
  /** Sends the request; rejects when the server refused it (the API client has shown why). */
  onSubmit: (values: RegistrationValues) => Promise<void>;
  /** Reset all: the page remounts the form empty. */
  onResetAll: () => void;
  /** Focus the e-mail field when shown (after Reset all). */
  autoFocus?: boolean;
}

type Rules = typeof import('./registration-rules');

let rulesLoading: Promise<Rules> | null = null;
/**
 * The contract's schema (registration-rules.ts), loaded when the visitor first touches the form or sends it: the
 * page paints without the schema library (issue 20, item 2). Loaded once; a failed load is tried again.
 */
function loadRules(): Promise<Rules> {
  rulesLoading ??= import('./registration-rules').catch((error: unknown) => {
    rulesLoading = null;
    throw error;
  });
  return rulesLoading;
}

const FIELDS: RegistrationField[] = ['email', 'telegram', 'agreement'];
const fieldId = (field: RegistrationField) => `registration-${field}`;

/** Step 1 of "Join the product" (spec 2.1, 5): e-mail, Telegram handle and the agreement. */
export function RegistrationForm({ initial, onSubmit, onResetAll, autoFocus }: RegistrationFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const [allowed, setAllowed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  // Spec / UI.md: a field's errors show once it was left (or the form sent), then follow the typing.
  const shown = useRef(new Set<RegistrationField>());

  /** Re-reads the form and re-decides Continue and the messages of the fields already shown. */
  async function recheck() {
    const rules = await loadRules();
    const form = formRef.current;
    if (!form) return;
    const draft = rules.readDraft(form);
    setAllowed(rules.continueAllowed(draft));
    const verdict = rules.checkRegistration(draft);
    const all = verdict.ok ? {} : verdict.errors;
    setErrors(Object.fromEntries(FIELDS.filter((f) => shown.current.has(f)).map((f) => [f, all[f]])));
    return verdict;
  }

  useEffect(() => {
    if (autoFocus) emailRef.current?.focus();
    // Back from step 2 with the values filled in: Continue is enabled again once the schema agrees.
    if (initial) void recheck().catch(() => undefined);
    // Mount only: `initial` and `autoFocus` are fixed for this form's life (Reset all remounts it).
  }, []);

  const onBlur = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as RegistrationField;
    if (!FIELDS.includes(name)) return;
    shown.current.add(name);
    void recheck().catch(() => undefined);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    for (const field of FIELDS) shown.current.add(field);
    let verdict;
    try {
      verdict = await recheck();
    } catch {
      return; // the rules could not load (offline): Continue stays as it was
    }
    if (!verdict?.ok) return;
    setBusy(true);
    try {
      await onSubmit(verdict.value);
    } catch {
      // Spec 8: a failed registration stays on step 1 with no message of its own (the API's toast rules apply).
    } finally {
      setBusy(false);
    }
  }

  const onEdit = (event: FormEvent<HTMLFormElement>) => {
    // A box ticked and unticked says it is required at once, as the kit's Checkbox does: a click leaves no blur.
    if ((event.target as HTMLInputElement).name === 'agreement') shown.current.add('agreement');
    void recheck().catch(() => undefined);
  };

  /** What the two required text fields share: their id, name, value from step 2 and the messages shown. */
  const textFieldProps = (field: 'email' | 'telegram') => ({
    id: fieldId(field),
    name: field,
    defaultValue: initial?.[field],
    required: true,
    errors: errors[field],
  });

  return (
    <form
      ref={formRef}
      id="registration"
      noValidate
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      // Any touch starts loading the rules, so they are in place by the time there is something to check.
      onFocus={() => void loadRules().catch(() => undefined)}
      onPointerDown={() => void loadRules().catch(() => undefined)}
      onBlur={onBlur}
      onInput={onEdit}
      onChange={onEdit}
    >
      <PlainTextField
        {...textFieldProps('email')}
        ref={emailRef}
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <PlainTextField
        {...textFieldProps('telegram')}
        label="Telegram"
        placeholder="@username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        caption="Your Telegram username, starting with @"
      />
      <PlainCheckbox
        id={fieldId('agreement')}
        name="agreement"
        value="on"
        defaultChecked={initial?.agreement}
        required
        errors={errors.agreement}
        label={
          <>
            I agree to the{' '}
            <a href="/terms" target="_blank" rel="noopener">
              Terms
            </a>{' '}
            and the{' '}
            <a href="/privacy" target="_blank" rel="noopener">
              Privacy policy
            </a>
          </>
        }
      />
      <div className={styles.actions}>
        <PlainButton type="submit" appearance="primary" disabled={!allowed} busy={busy}>
          Continue
        </PlainButton>
        <PlainButton appearance="ghost" onClick={onResetAll} disabled={busy}>
          Reset all
        </PlainButton>
      </div>
    </form>
  );
}
