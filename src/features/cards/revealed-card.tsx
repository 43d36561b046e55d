import { useEffect, useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { useCountdown } from './use-countdown';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './cards.module.css';

export interface CardSecrets {
  number: string;
  cvv: string;
  expiryMonth: number;
  expiryYear: number;
}

const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
const expiry = (secrets: CardSecrets) =>
  `${String(secrets.expiryMonth).padStart(2, '0')}/${String(secrets.expiryYear % 100).padStart(2, '0')}`;

/** A copy button that never echoes what it copies anywhere else (no toast with the number). */
function CopySecret({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 3000);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <Button
      appearance="ghost"
      aria-label={label}
      onClick={() =>
        void navigator.clipboard.writeText(value).then(
          () => setState('copied'),
          () => setState('failed'),
        )
      }
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy refused' : 'Copy'}
    </Button>
  );
}

/** The revealed data with a countdown; at zero (or on Hide) the parent forgets it. */
export function RevealedCard({
  secrets,
  seconds,
  onHide,
}: {
  secrets: CardSecrets;
  seconds: number;
  onHide: () => void;
}) {
  const left = useCountdown(seconds, onHide);
  const rows = [
    { label: 'Card number', value: grouped(secrets.number), copy: secrets.number },
    { label: 'Expiry', value: expiry(secrets), copy: expiry(secrets) },
    { label: 'CVV', value: secrets.cvv, copy: secrets.cvv },
  ];
  return (
    <div className={blocks.stack}>
      {rows.map((row) => (
        <div key={row.label} className={styles.secretRow}>
          <span>
            <span className={blocks.muted}>{row.label}</span>
            <br />
            <span
              className={styles.secretValue}
              data-testid={`card-secret-${row.label.toLowerCase().replace(' ', '-')}`}
            >
              {row.value}
            </span>
          </span>
          <CopySecret value={row.copy} label={`Copy the ${row.label === 'CVV' ? 'CVV' : row.label.toLowerCase()}`} />
        </div>
      ))}
      <div className={blocks.actions}>
        <p className={styles.countdown} aria-live="off">
          Hidden in {left} s
        </p>
        <Button appearance="secondary" onClick={onHide}>
          Hide now
        </Button>
      </div>
    </div>
  );
}
