import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ComponentType } from 'react';
import { OfflineReason, OnlineOnlyButton } from '@/src/components/ui/online-only';
import { EmptyState } from '@/src/components/ui/empty-state';
import type { RoleId } from '@/src/contracts/access';
import type { CompanyFull } from '@/src/contracts/companies';
import { offline } from '@/src/contracts/messages';
import { currentUserQuery } from '@/src/lib/current-user';
import { PageSection } from '@/src/components/ui/page-section';
import { AvailableBalancesTable } from './available-balances-table';
import { CompanyPayments } from './company-payments';
import { CompanyTotalsTable } from './company-totals-table';
import type { MoneyDialogProps } from './money-dialog-props';
import { companyMoneyControls, type MoneyControls } from './money-rights';
import { TopUpDialog } from './top-up-dialog';
import { TransferDialog } from './transfer-dialog';
import { WithdrawalDialog } from './withdrawal-dialog';
import styles from '@/src/features/companies/company-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** Money moves only online: one line says so for the three buttons. */
const OFFLINE_REASON_ID = 'company-money-offline';

/** The section's buttons, in order, and the dialog each opens; a button shows where the role has its control. */
const MONEY_ACTIONS = [
  { control: 'topUp', label: 'Top up balance', Dialog: TopUpDialog },
  { control: 'withdrawal', label: 'Withdraw funds', Dialog: WithdrawalDialog },
  { control: 'transfer', label: 'Transfer funds', Dialog: TransferDialog },
] as const satisfies readonly {
  control: keyof MoneyControls;
  label: string;
  Dialog: ComponentType<MoneyDialogProps>;
}[];

type MoneyAction = (typeof MONEY_ACTIONS)[number];

/**
 * The company page's money (spec 6, spec 7 backoffice company): available balances, totals per currency,
 * the payment list, and what the role may do — top up, withdraw (with admin_withdrawal), transfer.
 * Role 8 reaches the page but not its money: the section says so.
 */
export function BalancesSection({ company, role }: { company: CompanyFull; role: RoleId }) {
  const user = useQuery(currentUserQuery).data;
  const controls = companyMoneyControls(role, user?.permissions ?? []);
  const [open, setOpen] = useState<MoneyAction | null>(null);
  if (!controls.balances) {
    return (
      <PageSection title="Balances and top-ups">
        <EmptyState message="The company's balances and payments are not shown to your role." />
      </PageSection>
    );
  }
  const close = () => setOpen(null);

  const actions = (
    <div className={styles.actions}>
      <OfflineReason id={OFFLINE_REASON_ID} reason={offline.transfers} />
      {MONEY_ACTIONS.filter((action) => controls[action.control]).map((action) => (
        <OnlineOnlyButton
          key={action.control}
          className={styles.actionButton}
          appearance="secondary"
          onClick={() => setOpen(action)}
          reasonId={OFFLINE_REASON_ID}
        >
          {action.label}
        </OnlineOnlyButton>
      ))}
    </div>
  );

  return (
    <PageSection title="Balances and top-ups" actions={actions}>
      <AvailableBalancesTable companyId={company.id} />
      <p className={blocks.note}>
        <Link to="/admin/clients/$id/available-balances" params={{ id: company.id }} className={blocks.link}>
          Available balances on their own page
        </Link>
      </p>
      <CompanyTotalsTable companyId={company.id} />
      <h3 className={styles.panelTitle}>Payments</h3>
      <CompanyPayments companyId={company.id} />
      {open && <open.Dialog companyId={company.id} companyName={company.name} onClose={close} />}
    </PageSection>
  );
}
