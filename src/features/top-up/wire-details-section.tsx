import type { WireDetails } from '@/src/contracts/top-ups';
import { CopyField } from './copy-field';
import { Fact } from '@/src/components/ui/fact';
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
        <Fact label="Beneficiary">{wire.beneficiary}</Fact>
        <Fact label="Beneficiary address">{wire.beneficiaryAddress}</Fact>
        <Fact label="Bank">{wire.bankName}</Fact>
      </dl>
      <CopyField label="IBAN" value={wire.iban} />
      <CopyField label="SWIFT / BIC" value={wire.swift} />
      <CopyField label="Reference" value={wire.reference} />
    </section>
  );
}
