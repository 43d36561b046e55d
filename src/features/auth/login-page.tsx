import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { landingFor } from '../../contracts/access';
import { loginForm } from '../../contracts/auth';
import { PRODUCT_NAME } from '../../contracts/messages';
import type { CurrentUser } from '../../contracts/users';
import { ApiError } from '../../lib/api-error';
import { currentUserQuery, roleOf } from '../../lib/current-user';
import { login, logout } from '../../lib/session';
import { AuthCard } from '../../components/layout/auth-card';
import styles from './login-page.module.css';

/** Only same-origin paths are followed after sign-in, so a crafted link cannot send a user elsewhere. */
export const safeRedirect = (target: string | undefined) =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : undefined;

export function LoginPage({ redirectTo, signedInAs }: { redirectTo?: string; signedInAs: CurrentUser | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [needsCode, setNeedsCode] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  const [form, fields] = useForm({
    id: 'login',
    constraint: getZodConstraint(loginForm),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginForm }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setServerErrors({});
      setBusy(true);
      try {
        await login(submission.value);
        const user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
        await navigate({ to: safeRedirect(redirectTo) ?? landingFor(roleOf(user) ?? 2) });
      } catch (error) {
        if (error instanceof ApiError && error.errors) {
          if (error.errors.code) setNeedsCode(true);
          setServerErrors(error.errors);
        }
      } finally {
        setBusy(false);
      }
    },
  });
  const errorOf = (name: 'email' | 'password' | 'code') => fields[name].errors?.[0] ?? serverErrors[name]?.[0];

  return (
    <AuthCard title="Login" subtitle={`Sign in to ${PRODUCT_NAME}`}>
      {signedInAs && (
        <div className={styles.notice} role="status">
          <p>
            You are signed in as <strong>{signedInAs.email}</strong>
            {redirectTo ? ', whose role cannot open that page.' : '.'}
          </p>
          <div className={styles.noticeActions}>
            <Link to={landingFor(roleOf(signedInAs) ?? 2)}>Go to my home page</Link>
            <button type="button" className={styles.linkButton} onClick={() => void logout()}>
              Sign in as someone else
            </button>
          </div>
        </div>
      )}
      <form {...getFormProps(form)} className={styles.form} noValidate>
        <Field label="E-mail" error={errorOf('email')} id={fields.email.id} errorId={fields.email.errorId}>
          <input {...getInputProps(fields.email, { type: 'email' })} key={fields.email.key} autoComplete="username" className={styles.input} />
        </Field>
        <Field label="Password" error={errorOf('password')} id={fields.password.id} errorId={fields.password.errorId}>
          <input {...getInputProps(fields.password, { type: 'password' })} key={fields.password.key} autoComplete="current-password" className={styles.input} />
        </Field>
        {needsCode && (
          <Field label="Code from the e-mail" error={errorOf('code')} id={fields.code.id} errorId={fields.code.errorId}>
            <input
              {...getInputProps(fields.code, { type: 'text' })}
              key={fields.code.key}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className={styles.input}
              autoFocus
            />
          </Field>
        )}
        <SubmitButton busy={busy} />
        <p className={styles.links}>
          <Link to="/password-reset">Forgot password?</Link>
          <Link to="/registration/{-$referral}" params={{ referral: undefined }}>
            Join the product
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}

function SubmitButton({ busy }: { busy: boolean }) {
  return (
    <button type="submit" className={styles.submit} aria-busy={busy} disabled={busy}>
      Sign in
    </button>
  );
}

function Field(props: { label: string; id: string; errorId: string; error?: string; children: React.ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      <p id={props.errorId} className={styles.error} role={props.error ? 'alert' : undefined}>
        {props.error}
      </p>
    </div>
  );
}
