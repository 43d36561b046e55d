import type { Permission } from '@/src/contracts/access';

/** The per-user permissions of spec 6 in words. */
export const PERMISSION_LABEL: Record<Permission, string> = {
  see_balance: 'See balances',
  top_up: 'Top up',
  transfer_funds: 'Transfer funds',
  admin_withdrawal: 'Withdraw funds',
  card_issue: 'Issue cards',
};
