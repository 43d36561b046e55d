import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/src/components/ui/button';
import { Checkbox } from '@/src/components/ui/checkbox';
import { TextInput } from '@/src/components/ui/text-input';
import { registrationForm } from '@/src/contracts/onboarding';
import { textField } from '@/src/lib/form-fields';
import { continueAllowed, readDraft, type RegistrationValues } from './registration-rules';
import styles from './registration-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

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

/** Step 1 of "Join the product" (spec 2.1, 5): e-mail, Telegram handle and the agreement. */
export function RegistrationForm({ initial, onSubmit, onResetAll, autoFocus }: RegistrationFormProps) {
  const [allowed, setAllowed] = useState(() => continueAllowed(initial ?? {}));
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  const [form, fields] = useForm({
    id: 'registration',
    defaultValue: initial && {
      email: initial.email,
      telegram: initial.telegram,
      agreement: initial.agreement ? 'on' : undefined,
    },
    constraint: getZodConstraint(registrationForm),
    // Spec / UI.md: errors on blur and on submit, then follow the typing.
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registrationForm }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setBusy(true);
      try {
        await onSubmit({ email: submission.value.email, telegram: submission.value.telegram, agreement: true });
      } catch {
        // Spec 8: a failed registration stays on step 1 with no message of its own (the API's toast rules apply).
      } finally {
        setBusy(false);
      }
    },
  });

  useEffect(() => {
    if (autoFocus) emailRef.current?.focus();
  }, [autoFocus]);

  const recheck = (event: FormEvent<HTMLFormElement>) => setAllowed(continueAllowed(readDraft(event.currentTarget)));

  return (
    <form {...getFormProps(form)} className={blocks.stack} onInput={recheck} onChange={recheck}>
      <TextInput
        {...textField(fields.email)}
        key={fields.email.key}
        ref={emailRef}
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextInput
        {...textField(fields.telegram)}
        key={fields.telegram.key}
        label="Telegram"
        placeholder="@username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        caption="Your Telegram username, starting with @"
      />
      <Checkbox
        id={fields.agreement.id}
        name={fields.agreement.name}
        form={fields.agreement.formId}
        value="on"
        defaultChecked={initial?.agreement}
        required
        key={fields.agreement.key}
        errors={fields.agreement.errors}
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
        <Button type="submit" mode="fill" disabled={!allowed} loading={busy}>
          Continue
        </Button>
        <Button appearance="ghost" mode="fill" onClick={onResetAll} disabled={busy}>
          Reset all
        </Button>
      </div>
    </form>
  );
}
