import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/src/components/ui/skeleton';
import { SERVICE_FEE_RULE_LABEL, type BinAccount } from '@/src/contracts/bin-account-fees';
import { moneyQueries } from './money-queries';
import { None } from '@/src/components/ui/cells';
import styles from '@/src/features/companies/company-page.module.css';

/** "Standard (from 3.00 %)": a scale by its name and its first band's fee. */
export const scaleSummary = (scale: NonNullable<BinAccount['serviceFee']['appliedTariffScale']>) => {
  const first = scale.settings[0];
  return `${scale.name}${first ? ` (from ${first.fee} %)` : ''}`;
};

/**
 * The service fee transfers to this company's BIN accounts are charged: the scale the ledger applies to each
 * open account (server/ledger/service-fee.ts, read through the BIN account list) and whose it is. Accounts on
 * the same scale by the same rule are one line, so a page never states a fee the ledger does not take.
 */
export function ChargedServiceFee({ companyId }: { companyId: number }) {
  const accounts = useQuery(moneyQueries.binAccounts(companyId));
  if (accounts.isPending) return <Skeleton width="12em" />;
  if (accounts.isError) return <span>Could not be loaded</span>;
  const lines = new Map<string, { text: string; accounts: string[] }>();
  for (const account of accounts.data) {
    if (account.closedAt) continue;
    const { appliedTariffScale: scale, rule } = account.serviceFee;
    const text = scale ? `${scaleSummary(scale)}, ${SERVICE_FEE_RULE_LABEL[rule]}` : 'No fee: no tariff scale applies';
    const line = lines.get(text) ?? { text, accounts: [] };
    line.accounts.push(account.name);
    lines.set(text, line);
  }
  if (lines.size === 0) return <None />;
  return (
    <span className={styles.stack} data-testid="charged-service-fee">
      {[...lines.values()].map((line) => (
        <span key={line.text}>
          {line.text}
          {lines.size > 1 ? ` — ${line.accounts.join(', ')}` : ''}
        </span>
      ))}
    </span>
  );
}
