import type { AutoTopUpRuleView } from '@/src/contracts/auto-top-up';
import { formatDate } from '@/src/lib/dates';

/** A rule in words, as the bank page, the BIN account page and the staff company page say it. */
export function ruleSentence(rule: AutoTopUpRuleView): string {
  const { binAccount: bin, fromAccount: from } = rule;
  const move =
    rule.mode === 'amount'
      ? `move ${rule.amount} ${from.currency}`
      : `move enough to reach ${rule.target} ${bin.currency}`;
  const caps = [
    rule.dailyMaxCount !== null ? `at most ${rule.dailyMaxCount} refills a day` : null,
    rule.dailyMaxAmount !== null ? `at most ${rule.dailyMaxAmount} ${from.currency} a day` : null,
  ].filter(Boolean);
  return (
    `When the available balance falls below ${rule.below} ${bin.currency}, ${move} from ${from.name}` +
    (caps.length ? ` (${caps.join(', ')})` : '') +
    '.'
  );
}

export const OUTCOME_LABEL: Record<AutoTopUpRuleView['recent'][number]['outcome'], string> = {
  refilled: 'Refilled',
  failed: 'Failed',
  capped: 'Daily cap reached',
  not_needed: 'Not needed',
};

export function outcomeLine(rule: AutoTopUpRuleView, refill: AutoTopUpRuleView['recent'][number]): string {
  const when = formatDate(refill.createdAt);
  if (refill.outcome === 'refilled')
    return (
      `${when}: moved ${refill.amount} ${rule.fromAccount.currency}, ${refill.credited} ${rule.binAccount.currency} ` +
      `arrived`
    );
  return `${when}: ${OUTCOME_LABEL[refill.outcome]}${refill.error ? ` (${refill.error})` : ''}`;
}
