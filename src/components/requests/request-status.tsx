import { StatusPill, type StatusTone } from '@/src/components/ui/status-pill';
import { REQUEST_STATUS_LABEL, type RequestStatus } from '@/src/contracts/request-kinds';

const TONE: Record<RequestStatus, StatusTone> = {
  pending: 'warning',
  approved: 'success',
  declined: 'danger',
  expired: 'neutral',
  cancelled: 'neutral',
};

/** A request's status in words on its pill (the colour only repeats the word). */
export function RequestStatusPill({ status }: { status: RequestStatus }) {
  return <StatusPill tone={TONE[status]}>{REQUEST_STATUS_LABEL[status]}</StatusPill>;
}
