import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { AuthCard, focusAuthTitle } from '@/src/components/layout/auth-card';
import { toast } from '@/src/contracts/messages';
import { analyticsClientId, trackEvent } from '@/src/lib/analytics';
import { call } from '@/src/lib/api-client';
import { registerRoute } from '@/src/lib/sign-in-routes';
import { currentFingerprint } from '@/src/lib/fingerprint';
import { notify } from '@/src/lib/notify';
import { chooseReferral, readRememberedReferral, rememberReferral } from './referral';
import { PlainButton } from './plain-fields';
import { RegistrationForm } from './registration-form';
import type { RegistrationValues } from './registration-rules';
import styles from './registration-page.module.css';
import { recordFirstVisit } from '@/src/lib/visit';

// Step 2 (with the WeChat QR code) loads when the request is sent, not with the form.
const loadLastStep = () => import('./last-step');
const LastStep = lazy(() => loadLastStep().then((m) => ({ default: m.LastStep })));

/** "Join the product" (spec 2.1): step 1 asks, step 2 ("Last step!") points to support. */
export function RegistrationPage({ referralSegment }: { referralSegment: string | undefined }) {
  const [referral] = useState(() => chooseReferral(referralSegment, readRememberedReferral()));
  const [values, setValues] = useState<RegistrationValues | undefined>();
  const [botLink, setBotLink] = useState<string | null>(null);
  // Reset all remounts the form empty; the counter is its key.
  const [formKey, setFormKey] = useState(0);
  const stepChanged = useRef(false);

  useEffect(() => {
    if (referral.code) rememberReferral(referral.code);
    void recordFirstVisit();
  }, [referral.code]);

  // The funnel's first step: this browser opened the registration form.
  useEffect(() => trackEvent('registration-step-1'), []);

  useEffect(() => {
    if (stepChanged.current) focusAuthTitle();
    stepChanged.current = true;
  }, [botLink]);

  async function submit(next: RegistrationValues) {
    void loadLastStep().catch(() => undefined); // fetched while the request is on its way
    const answer = await call(registerRoute, {
      body: {
        ...next,
        fingerprintData: (await currentFingerprint()) ?? undefined,
        clientId: analyticsClientId(),
        referral: referral.code ?? undefined,
      },
    });
    // Once per successful request: here, not in an effect that a re-render or StrictMode could repeat.
    notify.success(toast.registrationSent);
    trackEvent('registration-done', { invitationId: answer.userId, referral: referral.code !== null });
    setValues(next);
    setBotLink(answer.botLink);
    trackEvent('registration-step-2');
  }

  if (botLink) {
    return (
      <AuthCard
        title="Last step!"
        back={
          <PlainButton appearance="back" onClick={() => setBotLink(null)}>
            <span className={styles.chevron} aria-hidden />
            Back
          </PlainButton>
        }
      >
        <Suspense fallback={<LastStepPlaceholder />}>
          <LastStep botLink={botLink} />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Join the product"
      subtitle="Tell us how to reach you. We will review your request and e-mail you."
      back={
        <Link to="/login" className={styles.backLink}>
          <span className={styles.chevron} aria-hidden />
          Back to login
        </Link>
      }
    >
      {referral.ignored !== null && (
        <p className={styles.notice} role="status">
          This referral link is not valid: a referral code has exactly 16 characters. You can still register, just
          without a referral.
        </p>
      )}
      {referral.code && <p className={styles.referral}>You are joining with referral code {referral.code}.</p>}
      <RegistrationForm
        key={formKey}
        initial={values}
        onSubmit={submit}
        autoFocus={formKey > 0}
        onResetAll={() => {
          setValues(undefined);
          setFormKey((key) => key + 1);
        }}
      />
    </AuthCard>
  );
}

/** Holds step 2's place while its code arrives, so the card does not jump when it does. */
function LastStepPlaceholder() {
  return <div className={styles.lastStepPlaceholder} aria-busy="true" />;
}
