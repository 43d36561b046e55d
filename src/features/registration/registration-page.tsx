import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { AuthCard, focusAuthTitle } from '@/src/components/layout/auth-card';
import { Icon } from '@/src/components/ui/icon';
import { Button } from '@/src/components/ui/button';
import { register } from '@/src/contracts/onboarding';
import { toast } from '@/src/contracts/messages';
import { analyticsClientId, trackEvent } from '@/src/lib/analytics';
import { call } from '@/src/lib/api-client';
import { currentFingerprint } from '@/src/lib/fingerprint';
import { notify } from '@/src/lib/notify';
import { LastStep } from './last-step';
import { chooseReferral, readRememberedReferral, rememberReferral } from './referral';
import { RegistrationForm } from './registration-form';
import type { RegistrationValues } from './registration-rules';
import styles from './registration-page.module.css';
import { recordFirstVisit } from '@/src/lib/visit';

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
    const answer = await call(register, {
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
          <Button appearance="ghost" icon="chevron-left" onClick={() => setBotLink(null)}>
            Back
          </Button>
        }
      >
        <LastStep botLink={botLink} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Join the product"
      subtitle="Tell us how to reach you. We will review your request and e-mail you."
      back={
        <Link to="/login" className={styles.backLink}>
          <Icon name="chevron-left" size="s" />
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
