import { can, hasPermission, type RoleId } from '@/src/contracts/access';

/**
 * Which money controls of the company page a staff member sees (spec 6 "Company page"), only from
 * access.ts: roles 1 and 6 top up, transfer and see BIN-account history; roles 1, 5, 6 choose tariffs;
 * a withdrawal also needs the person's admin_withdrawal permission. The server refuses the same.
 */
export interface MoneyControls {
  balances: boolean;
  topUp: boolean;
  withdrawal: boolean;
  transfer: boolean;
  selectTariff: boolean;
  binAccountHistory: boolean;
}

export function companyMoneyControls(role: RoleId, permissions: readonly string[]): MoneyControls {
  return {
    balances: can(role, 'company.balances'),
    topUp: can(role, 'company.topUp'),
    withdrawal: can(role, 'company.withdrawal') && hasPermission(role, permissions, 'admin_withdrawal'),
    transfer: can(role, 'company.transferFunds'),
    selectTariff: can(role, 'company.selectTariff'),
    binAccountHistory: can(role, 'company.binAccountHistory'),
  };
}
