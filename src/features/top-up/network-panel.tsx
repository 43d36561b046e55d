import { Amount } from '@/src/components/ui/amount';
import { QrCode } from '@/src/components/ui/qr-code';
import { Fact } from '@/src/components/ui/fact';
import type { Currency } from '@/src/contracts/money';
import { PAY_IN_NETWORK_CURRENCY, type PayInInfo } from '@/src/contracts/top-ups';
import { CopyField } from './copy-field';
import { NETWORK_LABEL } from './networks';
import styles from './top-up-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** Spec 3 "Pay-in info" for one network: where to send, on which chain, what it is credited as, rate and fee. */
export function NetworkPanel({ info }: { info: PayInInfo }) {
  const label = NETWORK_LABEL[info.currency];
  const credited = info.convertedCurrencyCode;
  return (
    <div className={styles.panel}>
      <div className={styles.qr}>
        <QrCode value={info.qr} size={200} label={`QR code: the ${label} deposit address`} />
      </div>
      <div className={styles.details}>
        <CopyField label={`${label} deposit address`} value={info.address} />
        <dl className={`${styles.facts} ${blocks.terms}`}>
          <Fact label="Network">{info.blockchain}</Fact>
          <Fact label="Rate">
            1 {PAY_IN_NETWORK_CURRENCY[info.currency]} = {info.rate} {credited}
          </Fact>
          <Fact label="Provider fee">{info.fee}%</Fact>
          <Fact label="Credited as">{credited}</Fact>
        </dl>
        {info.accounts.length > 0 ? (
          <div>
            <p className={blocks.muted}>Credited to:</p>
            <ul className={styles.accounts}>
              {info.accounts.map((account) => (
                <li key={account.id}>
                  {account.name}: <Amount value={account.balance} currency={account.currencyCode as Currency} />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className={blocks.muted}>The company has no {credited} transit account yet; ask support before sending.</p>
        )}
        <p className={blocks.muted}>
          Send only {PAY_IN_NETWORK_CURRENCY[info.currency]} on {info.blockchain} to this address. Funds sent on another
          network or in another coin are lost. The balance is credited once the provider confirms the transaction.
        </p>
      </div>
    </div>
  );
}
