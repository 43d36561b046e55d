import { useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { useCopy } from '@/src/lib/use-copy';
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
  const { copy, isCopied } = useCopy({ shown: value });
  const [refused, setRefused] = useState(false);
  return (
    <Button
      appearance="ghost"
      aria-label={label}
      onClick={() => void copy(value).then((outcome) => setRefused(outcome === 'refused'))}
    >
      {isCopied(value) ? 'Copied' : refused ? 'Copy refused' : 'Copy'}
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
