import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { TextInput } from '@/src/components/ui/text-input';
import { REVEAL_SHOW_SECONDS } from '@/src/contracts/card-kinds';
import { requestRevealCode, revealCard, type CardDetail } from '@/src/contracts/cards';
import { call } from '@/src/lib/api-client';
import { ApiError } from '@/src/lib/api-error';
import { formatDate } from '@/src/lib/dates';
import { RevealedCard, type CardSecrets } from './revealed-card';
import blocks from '@/src/components/ui/page-blocks.module.css';
import type { SpecDate } from '@/src/contracts/dates';

type CodeSent = { channel: 'email' | 'telegram'; destination: string; expiresAt: SpecDate };
type Step =
  { kind: 'idle' } | { kind: 'code'; sent: CodeSent } | { kind: 'shown'; secrets: CardSecrets; seconds: number };

/**
 * "Show card details" for the holder or the owner (PRODUCT.md "Cards"): a fresh code goes out by e-mail or
 * Telegram (the user's 3DS setting), the code shows the number, CVV and expiry for at most a minute, then they
 * are gone. The data lives only in this component's state: mutations (never cached queries, never persisted),
 * forgotten when hidden, when the time is up and when the page is left.
 */
export function RevealSection({ card }: { card: CardDetail }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  // gcTime 0: the answers are dropped from the mutation cache as soon as nothing observes them.
  const sendCode = useMutation({ mutationFn: () => call(requestRevealCode, { params: { id: card.id } }), gcTime: 0 });
  const reveal = useMutation({
    mutationFn: (value: string) =>
      call(revealCard, { params: { id: card.id }, body: { code: value } }, { suppressToast: [422] }),
    gcTime: 0,
  });

  async function askForCode() {
    const sent = await sendCode.mutateAsync();
    sendCode.reset();
    setCode('');
    setStep({ kind: 'code', sent });
  }

  async function show() {
    const { showSeconds, ...secrets } = await reveal.mutateAsync(code);
    // Keep the secrets in state only; the mutation forgets them at once.
    reveal.reset();
    setCode('');
    setStep({ kind: 'shown', secrets, seconds: Math.max(1, Math.min(showSeconds, REVEAL_SHOW_SECONDS)) });
  }

  const hide = () => setStep({ kind: 'idle' });
  const codeError =
    reveal.error instanceof ApiError && reveal.error.status === 422
      ? (reveal.error.errors?.code?.[0] ?? reveal.error.message)
      : undefined;

  return (
    <section className={blocks.card} aria-labelledby="card-reveal-heading">
      <h3 className={blocks.sectionHeading} id="card-reveal-heading">
        Card details
      </h3>
      {step.kind === 'idle' ? (
        <div className={blocks.formBody}>
          <p className={blocks.muted}>
            The full number, CVV and expiry are shown after a fresh code, for {REVEAL_SHOW_SECONDS} seconds.
          </p>
          <div className={blocks.actions}>
            <OnlineOnlyButton
              appearance="secondary"
              loading={sendCode.isPending}
              onClick={() => void askForCode().catch(() => undefined)}
            >
              Show card details
            </OnlineOnlyButton>
          </div>
        </div>
      ) : null}
      {step.kind === 'code' ? (
        <form
          className={blocks.formBody}
          onSubmit={(event) => {
            event.preventDefault();
            void show().catch(() => undefined);
          }}
        >
          <p role="status">
            {step.sent.channel === 'telegram'
              ? `We sent a 6-digit code to your Telegram (${step.sent.destination}).`
              : `We sent a 6-digit code by e-mail to ${step.sent.destination}.`}{' '}
            It is valid until {formatDate(step.sent.expiresAt, 'HH:mm')} and works once.
          </p>
          <TextInput
            label="Code"
            value={code}
            onValueChange={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={/\d/}
            limit={6}
            errors={codeError ? [codeError] : undefined}
            data-autofocus
          />
          <div className={blocks.actions}>
            <OnlineOnlyButton type="submit" disabled={code.length !== 6} loading={reveal.isPending}>
              Show
            </OnlineOnlyButton>
            <OnlineOnlyButton
              appearance="ghost"
              onClick={() => void askForCode().catch(() => undefined)}
              disabled={sendCode.isPending}
            >
              Send a new code
            </OnlineOnlyButton>
            <Button appearance="ghost" onClick={hide}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {step.kind === 'shown' ? <RevealedCard secrets={step.secrets} seconds={step.seconds} onHide={hide} /> : null}
    </section>
  );
}
