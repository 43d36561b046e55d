import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { landingFor } from '@/src/contracts/access';
import type { LoginForm } from '@/src/contracts/auth';
import { PRODUCT_NAME } from '@/src/contracts/messages';
import type { CurrentUser } from '@/src/contracts/users';
import { ApiError } from '@/src/lib/api-error';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { login, logout } from '@/src/lib/session';
import { AuthCard } from '@/src/components/layout/auth-card';
import styles from './login-page.module.css';
import { validateLogin, type LoginErrors, type LoginField } from './login-validation';

/** Only same-origin paths are followed after sign-in, so a crafted link cannot send a user elsewhere. */
export const safeRedirect = (target: string | undefined) =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : undefined;

export function LoginPage({ redirectTo, signedInAs }: { redirectTo?: string; signedInAs: CurrentUser | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Required<LoginForm>>({ email: '', password: '', code: '' });
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<LoginErrors>({});
  const [needsCode, setNeedsCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const errors = validateLogin(values, needsCode);
  const errorOf = (field: LoginField) => (touched[field] ? errors[field] : undefined) ?? serverErrors[field];
  const field = (name: LoginField) => ({
    id: `login-${name}`,
    name,
    value: values[name],
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': `login-${name}-error`,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setServerErrors((e) => ({ ...e, [name]: undefined }));
    },
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    className: styles.input,
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched({ email: true, password: true, code: true });
    const invalid = (['email', 'password', 'code'] as const).find((name) => errors[name]);
    if (invalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    setServerErrors({});
    setBusy(true);
    try {
      await login({
        email: values.email.trim(),
        password: values.password,
        code: needsCode ? values.code.trim() : undefined,
      });
      const user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
      await navigate({ to: safeRedirect(redirectTo) ?? landingFor(roleOf(user) ?? 2) });
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        if (error.errors.code) setNeedsCode(true);
        setServerErrors(Object.fromEntries(Object.entries(error.errors).map(([key, list]) => [key, list[0]])));
      }
    } finally {
      setBusy(false);
    }
  }

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
      <form ref={formRef} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field label="E-mail" name="email" error={errorOf('email')}>
          <input {...field('email')} type="email" autoComplete="username" required />
        </Field>
        <Field label="Password" name="password" error={errorOf('password')}>
          <input {...field('password')} type="password" autoComplete="current-password" required />
        </Field>
        {needsCode && (
          <Field label="Code from the e-mail" name="code" error={errorOf('code')}>
            <input
              {...field('code')}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
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

function Field(props: { label: string; name: LoginField; error?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={`login-${props.name}`}>{props.label}</label>
      {props.children}
      <p id={`login-${props.name}-error`} className={styles.error} role={props.error ? 'alert' : undefined}>
        {props.error}
      </p>
    </div>
  );
}
