import { StatusPill, type StatusTone } from '@/src/components/ui/status-pill';
import { COMPANY_STATUS } from '@/src/contracts/companies';

const STATUS_TONE: Record<number, StatusTone> = {
  [COMPANY_STATUS.review]: 'warning',
  [COMPANY_STATUS.accepted]: 'success',
  [COMPANY_STATUS.declined]: 'danger',
};

/** The review status as a soft pill; the words carry the meaning, the colour only repeats it. */
export function CompanyStatusBadge({ status }: { status: { value: number; description: string } }) {
  return <StatusPill tone={STATUS_TONE[status.value] ?? 'neutral'}>{status.description}</StatusPill>;
}

export function BlockedBadge() {
  return <StatusPill tone="danger">Blocked</StatusPill>;
}

export function GroupLeadBadge() {
  return <StatusPill tone="accent">Group lead</StatusPill>;
}
