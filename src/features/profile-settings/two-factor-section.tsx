import { useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { TextInput } from '@/src/components/ui/text-input';
import { generateSecretCode } from '@/src/contracts/auth';
import { validation } from '@/src/contracts/messages';
import { updateProfile } from '@/src/contracts/profile';
import { ApiError } from '@/src/lib/api-error';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';
import styles from './profile-settings.module.css';
import { useReloadCurrentUser } from './queries';
import { Section } from './section';
import blocks from '@/src/components/ui/page-blocks.module.css';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';

const CODE = /^\d{6}$/;

/**
 * Two-factor sign-in on or off. The switch needs a code e-mailed by `auth/generate-secret-code`: a stolen
 * session alone cannot turn it off, and turning it on proves the mailbox works.
 */
export function TwoFactorSection({ enabled, email }: { enabled: boolean; email: string }) {
  const reloadUser = useReloadCurrentUser();
  const [asking, setAsking] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'send' | 'confirm' | null>(null);
  const target = !enabled;

  async function sendCode() {
    setBusy('send');
    try {
      await call(generateSecretCode, {});
      setAsking(true);
      setCode('');
      setError(undefined);
    } catch {
      // The API client has shown why (e.g. too many codes).
    } finally {
      setBusy(null);
    }
  }

  async function confirm() {
    if (!CODE.test(code)) {
      setError(code ? validation.notValid : validation.required);
      return;
    }
    setBusy('confirm');
    try {
      const answer = await call(updateProfile, { body: { twoFA: target, code } });
      notify.success(answer.message);
      setAsking(false);
      await reloadUser();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.errors?.code?.[0] ?? failure.errors?.twoFA?.[0]);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Section title="Two-factor sign-in">
      <p>
        Two-factor sign-in is{' '}
        <span className={styles.state} data-on={enabled}>
          {enabled ? 'on' : 'off'}
        </span>
        .{' '}
        {enabled
          ? 'Signing in asks for a code we e-mail you.'
          : 'Turn it on to be asked for an e-mailed code when you sign in.'}
      </p>
      {asking ? (
        <form
          className={blocks.stack}
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
          noValidate
        >
          <p className={styles.muted}>
            We have sent a 6-digit code to <strong>{email}</strong>. Enter it to turn two-factor sign-in{' '}
            {target ? 'on' : 'off'}.
          </p>
          <TextInput
            label="Code from the e-mail"
            value={code}
            onValueChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
            limit={6}
            pattern={/\d/}
            inputMode="numeric"
            autoComplete="one-time-code"
            errors={error ? [error] : undefined}
            autoFocus
          />
          <div className={blocks.wrapRow}>
            <OnlineOnlyButton type="submit" loading={busy === 'confirm'}>
              {target ? 'Turn on' : 'Turn off'}
            </OnlineOnlyButton>
            <OnlineOnlyButton appearance="secondary" onClick={() => void sendCode()} loading={busy === 'send'}>
              Send a new code
            </OnlineOnlyButton>
            <Button appearance="ghost" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className={blocks.wrapRow}>
          <OnlineOnlyButton
            appearance={enabled ? 'secondary' : 'primary'}
            onClick={() => void sendCode()}
            loading={busy === 'send'}
          >
            {enabled ? 'Turn off' : 'Turn on'}
          </OnlineOnlyButton>
        </div>
      )}
    </Section>
  );
}
