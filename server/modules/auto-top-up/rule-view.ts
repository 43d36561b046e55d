import { AUTO_TOP_UP_RECENT, type AutoTopUpMode, type AutoTopUpRuleView } from '@/src/contracts/auto-top-up';
import type { Db } from '@/server/db/client';
import { recentRefills, rulesOf, type RefillRow, type RuleWithAccounts } from '@/server/db/queries/auto-top-up';
import { formatMinor } from '@/server/ledger/amounts';
import { specDate, specDateOrNull } from '@/server/lib/spec-date';

/** A rule as the API shows it: thresholds in the BIN account's currency, amounts in the transit account's. */
export function ruleViewOf({ rule, bin, from }: RuleWithAccounts, recent: RefillRow[]): AutoTopUpRuleView {
  const inFrom = (minor: bigint | null) => (minor === null ? null : formatMinor(minor, from.currency));
  const inBin = (minor: bigint | null) => (minor === null ? null : formatMinor(minor, bin.currency));
  return {
    id: rule.id,
    binAccount: bin,
    fromAccount: from,
    below: formatMinor(rule.below, bin.currency),
    mode: rule.mode as AutoTopUpMode,
    amount: inFrom(rule.amount),
    target: inBin(rule.target),
    dailyMaxCount: rule.dailyMaxCount,
    dailyMaxAmount: inFrom(rule.dailyMaxAmount),
    enabled: rule.enabled,
    status: rule.status === 'failing' ? 'failing' : 'ok',
    lastError: rule.lastError,
    lastAttemptAt: specDateOrNull(rule.lastAttemptAt),
    recent: recent.map((r) => ({
      id: r.id,
      outcome: r.outcome as AutoTopUpRuleView['recent'][number]['outcome'],
      amount: inFrom(r.amount),
      credited: inBin(r.credited),
      paymentIds: [r.conversionPaymentId, r.transferPaymentId].filter((id): id is number => id !== null),
      error: r.error,
      createdAt: specDate(r.createdAt),
    })),
    createdAt: specDate(rule.createdAt),
    updatedAt: specDate(rule.updatedAt),
  };
}

/** A company's rules (or one BIN account's) with their latest outcomes, in two statements. */
export async function ruleViews(db: Db, companyId: number, binAccountId?: number): Promise<AutoTopUpRuleView[]> {
  const rows = await rulesOf(db, companyId, binAccountId);
  const recent = await recentRefills(
    db,
    rows.map((r) => r.rule.id),
    AUTO_TOP_UP_RECENT,
  );
  return rows.map((row) => ruleViewOf(row, recent.get(row.rule.id) ?? []));
}
