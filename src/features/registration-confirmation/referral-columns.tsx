import { None } from '@/src/components/ui/cells';
import { actionsColumn, createdColumn } from '@/src/components/table-columns/common-columns';
import { Button } from '@/src/components/ui/button';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import type { TableColumn } from '@/src/components/ui/table';
import type { Referral } from '@/src/contracts/referrals';
import { formatAmount } from '@/src/lib/money';
import { notify } from '@/src/lib/notify';
import { useCopy } from '@/src/lib/use-copy';
import styles from './referrals-section.module.css';

/** The link a partner hands out: /registration/{referral} on this portal. */
export const registrationLink = (code: string) => `${window.location.origin}/registration/${code}`;

/** Issue 3 item 6: name, referral, condition, free transfer amount and count; plus created and Edit. */
export function referralColumns({
  onEdit,
  offlineReasonId,
}: {
  onEdit: (referral: Referral) => void;
  /** The section's "you are offline" line: an edit is saved by the server, so Edit is off offline. */
  offlineReasonId: string;
}): TableColumn<Referral>[] {
  return [
    { id: 'name', header: 'Name', cell: (row) => row.name },
    { id: 'referral', header: 'Referral code', cell: (row) => <ReferralCode referral={row} /> },
    { id: 'condition', header: 'Condition', cell: (row) => row.condition || <None /> },
    {
      id: 'freeTransferAmount',
      header: 'Free transfer amount',
      align: 'right',
      cell: (row) => <span className={styles.number}>{formatAmount(row.freeTransferAmount)}</span>,
    },
    {
      id: 'freeTransferCount',
      header: 'Free transfer count',
      align: 'right',
      cell: (row) => <span className={styles.number}>{row.freeTransferCount}</span>,
    },
    createdColumn(),
    actionsColumn((row) => (
      <OnlineOnlyButton
        mode="row"
        appearance="secondary"
        aria-label={`Edit ${row.name}`}
        onClick={() => onEdit(row)}
        reasonId={offlineReasonId}
      >
        Edit
      </OnlineOnlyButton>
    )),
  ];
}

/** The code as text, and a button copying the full registration link (what partners actually share). */
function ReferralCode({ referral }: { referral: Referral }) {
  const link = registrationLink(referral.referral);
  const { copy: copyText, isCopied } = useCopy({ shown: link });

  async function copy() {
    // No clipboard (an insecure origin, or refused): show the link so it can be copied by hand.
    if ((await copyText(link)) === 'refused') notify.warning(`Copying is not available here. The link is ${link}`);
  }

  return (
    <span className={styles.code}>
      <code>{referral.referral}</code>
      <Button
        mode="row"
        appearance="ghost"
        aria-label={`Copy the registration link of ${referral.name}`}
        onClick={() => void copy()}
      >
        {isCopied(link) ? 'Copied' : 'Copy link'}
      </Button>
    </span>
  );
}
