import { queryOptions, useQuery } from '@tanstack/react-query';
import { trackEvent } from '@/src/lib/analytics';
import { useState } from 'react';
import { EmptyState } from '@/src/components/ui/empty-state';
import { PageLoadError } from '@/src/components/ui/page-load-error';
import { Skeleton } from '@/src/components/ui/skeleton';
import { payInInfoEndpoint, type PayInNetwork } from '@/src/contracts/top-ups';
import { call } from '@/src/lib/api-client';
import { MONEY_QUERY_KEY } from '@/src/lib/company-balance';
import { NetworkPanel } from './network-panel';
import { NetworkTabs } from './network-tabs';
import { NETWORK_LABEL, readTopUpSearch } from './networks';
import { WireDetailsSection } from './wire-details-section';
import styles from './top-up-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

export const payInInfoQuery = queryOptions({
  queryKey: [...MONEY_QUERY_KEY, 'pay-in-info'] as const,
  // 403 (no top_up right) and 422/404 (no default provider) are said on the page instead of a toast.
  queryFn: async ({ signal }) => {
    const info = await call(payInInfoEndpoint, {}, { signal, suppressToast: [403, 404, 409, 422] });
    // The client asked for where to send a top-up: the funnel's "top-up requested".
    trackEvent('top-up-requested');
    return info;
  },
  retry: false,
});

/**
 * The client's pay-in page (spec 3 "Pay-in info"): USDT on TRC and ERC, and USDC; wire details when enabled.
 * Opened from a scanned QR code (`?network=…&address=…`) it starts on that network and says whether the scanned
 * address is the company's own.
 */
export function TopUpPage({ search = {} }: { search?: Record<string, unknown> }) {
  const scanned = readTopUpSearch(search);
  const info = useQuery(payInInfoQuery);
  const [chosen, setChosen] = useState<PayInNetwork | null>(scanned.network ?? null);

  if (info.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <p className="visually-hidden">Loading the pay-in details…</p>
        <Skeleton shape="block" height={280} />
      </div>
    );
  }
  // After a failed refetch the data already shown stays (a dropped connection does not hide the addresses).
  if (info.data === undefined) {
    return (
      <div className={styles.page}>
        <PageLoadError
          error={info.error}
          what="pay-in details"
          expected={{ 403: 'You do not have the right to top up the company balance. Ask the company owner.' }}
        />
      </div>
    );
  }

  const { provider, records, wire } = info.data;
  const networks = records.map((r) => r.currency);
  const selected = chosen && networks.includes(chosen) ? chosen : networks[0];
  const record = records.find((r) => r.currency === selected);

  return (
    <div className={styles.page}>
      <section aria-labelledby="crypto-title" className={styles.card}>
        <h2 id="crypto-title">Crypto top-up</h2>
        <p className={blocks.muted}>Provider: {provider.name}. Choose the network you send from.</p>
        {selected && record ? (
          <NetworkTabs networks={networks} selected={selected} onSelect={setChosen}>
            {scanned.address && scanned.network === selected ? (
              <ScannedAddress scanned={scanned.address} own={record.address} label={NETWORK_LABEL[selected]} />
            ) : null}
            <NetworkPanel info={record} />
          </NetworkTabs>
        ) : (
          <EmptyState
            icon="wallet"
            message="No crypto network is available for top-ups right now. Please contact support."
          />
        )}
      </section>
      {wire ? <WireDetailsSection wire={wire} /> : null}
    </div>
  );
}

/** The address a QR code held, compared with the company's own on that network. */
function ScannedAddress({ scanned, own, label }: { scanned: string; own: string; label: string }) {
  if (scanned === own) {
    return (
      <p className={blocks.muted} role="status">
        The scanned code is your company&apos;s {label} deposit address.
      </p>
    );
  }
  return (
    <p className={styles.warning} role="alert">
      The scanned code ({scanned}) is not your company&apos;s current {label} deposit address. Send only to the address
      below.
    </p>
  );
}
