import { Link } from '@tanstack/react-router';
import { AuthCard } from '@/src/components/layout/auth-card';
import { QrCode } from '@/src/components/ui/qr-code';
import { Fact } from '@/src/components/ui/fact';
import { PAY_IN_NETWORK_BLOCKCHAIN, PAY_IN_NETWORK_CURRENCY } from '@/src/contracts/top-ups';
import { CopyField } from './copy-field';
import { isDepositAddress, isPayInNetwork, NETWORK_LABEL } from './networks';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './top-up-page.module.css';

interface DepositAddressPageProps {
  network: string;
  address: string;
  /** Someone is signed in (staff, or a client without the top-up right): no sign-in offer. */
  signedIn: boolean;
}

/**
 * `/top-up/{network}/{address}`, what the pay-in QR code holds (spec 9): opened on the phone that scanned it,
 * usually signed out. It shows the address, its network with the warning that matters (only this coin on this
 * chain), a copy button and the QR again; a signed-in owner is taken to the pay-in page instead (the route).
 * A link that does not hold an address of a network we take is said to be wrong, never shown as a place to pay.
 */
export function DepositAddressPage({ network, address, signedIn }: DepositAddressPageProps) {
  if (!isPayInNetwork(network) || !isDepositAddress(network, address)) {
    return (
      <AuthCard title="This deposit link is not valid">
        <p role="alert">
          The link does not hold a deposit address of a network we take (USDT on TRC20 or ERC20, or USDC). Do not send
          anything to it: open the pay-in page of your account and copy the address from there.
        </p>
        <Link to="/login">Sign in</Link>
      </AuthCard>
    );
  }
  const label = NETWORK_LABEL[network];
  const coin = PAY_IN_NETWORK_CURRENCY[network];
  const chain = PAY_IN_NETWORK_BLOCKCHAIN[network];
  const payInPage = `/top-up?network=${network}&address=${address}`;
  return (
    <AuthCard title={`${label} deposit address`} subtitle={`Network: ${chain}`}>
      <div className={blocks.stack} data-testid="deposit-address">
        <div className={styles.qr}>
          <QrCode value={window.location.href} size={180} label={`QR code: this ${label} deposit address`} />
        </div>
        <CopyField label={`${label} deposit address`} value={address} />
        <dl className={`${styles.facts} ${blocks.terms}`}>
          <Fact label="Network">{chain}</Fact>
          <Fact label="Coin">{coin}</Fact>
        </dl>
        <p className={blocks.muted}>
          Send only {coin} on {chain} to this address. Funds sent on another network or in another coin are lost.
        </p>
        {signedIn ? (
          <p className={blocks.muted}>
            The pay-in page, with your company&apos;s own addresses, is for company users with the top-up right.
          </p>
        ) : (
          <p className={blocks.muted}>
            To see your company&apos;s pay-in page with its rate and fee,{' '}
            <Link to="/login" search={{ redirect: payInPage }}>
              sign in
            </Link>
            .
          </p>
        )}
      </div>
    </AuthCard>
  );
}
