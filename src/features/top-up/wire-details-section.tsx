import type { WireDetails } from '@/src/contracts/top-ups';
import { Term } from '@/src/components/terms/term';
import { CopyField } from './copy-field';
import styles from './top-up-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** Bank details for a wire top-up, shown only when staff enabled wire top-up for the company. */
export function WireDetailsSection({ wire }: { wire: WireDetails }) {
  return (
    <section aria-labelledby="wire-title" className={styles.card}>
      <h2 id="wire-title">Bank wire</h2>
      <p className={blocks.muted}>
        Send {wire.currencies.join(' or ')} by bank transfer. Write the reference exactly as shown so the payment is
        matched to your company; staff credit it once it arrives.
      </p>
      <dl className={`${styles.facts} ${blocks.terms}`}>
        <Term label="Beneficiary">{wire.beneficiary}</Term>
        <Term label="Beneficiary address">{wire.beneficiaryAddress}</Term>
        <Term label="Bank">{wire.bankName}</Term>
      </dl>
      <CopyField label="IBAN" value={wire.iban} />
      <CopyField label="SWIFT / BIC" value={wire.swift} />
      <CopyField label="Reference" value={wire.reference} />
    </section>
  );
}
