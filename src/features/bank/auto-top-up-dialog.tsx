import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Checkbox } from '@/src/components/ui/checkbox';
import { Modal } from '@/src/components/ui/modal';
import { OfflineReason, useOnlineAction } from '@/src/components/ui/online-only';
import { Select } from '@/src/components/ui/select';
import { TextInput } from '@/src/components/ui/text-input';
import type { AutoTopUpMode, AutoTopUpRuleView } from '@/src/contracts/auto-top-up';
import type { BalanceRecord } from '@/src/contracts/balances';
import { ApiError } from '@/src/lib/api-error';
import { useDebounced } from '@/src/lib/use-debounced';
import { checkAmountInput } from './amount-input';
import { autoTopUpQueries, useSaveRule, type PreviewInput, type RuleInput } from './auto-top-up-queries';
import styles from './auto-top-up.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

const MODE_OPTIONS = [
  { value: 'amount', label: 'Move a fixed amount' },
  { value: 'target', label: 'Move enough to reach a balance' },
];

interface Props {
  binAccount: { id: number; name: string; currency: string };
  /** The company's open transit accounts, the rule's possible sources. */
  transits: readonly BalanceRecord[];
  rule: AutoTopUpRuleView | null;
  onClose: () => void;
}

const valid = (text: string) => {
  const checked = checkAmountInput(text);
  return checked.ok ? checked.value : null;
};

/**
 * The rule editor of a BIN account (issue 23): when the available balance falls below a threshold, move a
 * fixed amount (or enough to reach a balance) from a transit account. The preview asks the server what a
 * refill would move at the crossing with today's rate and fees, exactly as the transfers would post it.
 */
export function AutoTopUpDialog({ binAccount, transits, rule, onClose }: Props) {
  const formId = useId();
  const { online, reason } = useOnlineAction();
  const [fromId, setFromId] = useState(
    String(
      rule?.fromAccount.id ?? transits.find((t) => t.currencyCode === binAccount.currency)?.id ?? transits[0]?.id ?? '',
    ),
  );
  const [below, setBelow] = useState(rule?.below ?? '');
  const [mode, setMode] = useState<AutoTopUpMode>(rule?.mode ?? 'amount');
  const [amount, setAmount] = useState(rule?.amount ?? '');
  const [target, setTarget] = useState(rule?.target ?? '');
  const [maxCount, setMaxCount] = useState(rule?.dailyMaxCount ? String(rule.dailyMaxCount) : '');
  const [maxAmount, setMaxAmount] = useState(rule?.dailyMaxAmount ?? '');
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useSaveRule(binAccount.id);
  const from = transits.find((t) => String(t.id) === fromId);

  const figures: PreviewInput | null =
    from && valid(below) && (mode === 'amount' ? valid(amount) : valid(target))
      ? {
          fromAccountId: from.id,
          below: valid(below)!,
          mode,
          amount: mode === 'amount' ? valid(amount) : null,
          target: mode === 'target' ? valid(target) : null,
        }
      : null;
  const settled = useDebounced(figures, 300);
  const preview = useQuery(autoTopUpQueries.preview(binAccount.id, online ? settled : null));
  const previewError = preview.error instanceof ApiError ? preview.error.message : null;

  function submit() {
    if (!from) return;
    const body: RuleInput = {
      fromAccountId: from.id,
      below: below.trim(),
      mode,
      amount: mode === 'amount' ? amount.trim() : null,
      target: mode === 'target' ? target.trim() : null,
      dailyMaxCount: maxCount.trim() ? Number(maxCount.trim()) : null,
      dailyMaxAmount: maxAmount.trim() || null,
      enabled,
    };
    save.mutate(body, {
      onSuccess: onClose,
      onError: (error) => setErrors(error instanceof ApiError ? (error.errors ?? {}) : {}),
    });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={rule ? 'Change the auto top-up' : 'Set up an auto top-up'}
      subtitle={binAccount.name}
      formId={formId}
      submitText="Save rule"
      submitLoading={save.isPending}
      submitDisabled={!online || !from}
      onSubmit={submit}
    >
      <form
        id={formId}
        className={blocks.stack}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Select
          label="Take the money from"
          options={transits.map((t) => ({ value: String(t.id), label: `${t.name} (${t.currencyCode})` }))}
          value={fromId}
          onValueChange={setFromId}
          errors={errors.fromAccountId}
        />
        <TextInput
          label={`When the available balance falls below (${binAccount.currency})`}
          value={below}
          onValueChange={setBelow}
          inputMode="decimal"
          errors={errors.below}
        />
        <Select
          label="Then"
          options={MODE_OPTIONS}
          value={mode}
          onValueChange={(v) => setMode(v as AutoTopUpMode)}
          errors={errors.mode}
        />
        {mode === 'amount' ? (
          <TextInput
            label={`Amount to move (${from?.currencyCode ?? ''})`}
            value={amount}
            onValueChange={setAmount}
            inputMode="decimal"
            errors={errors.amount}
          />
        ) : (
          <TextInput
            label={`Balance to reach (${binAccount.currency})`}
            value={target}
            onValueChange={setTarget}
            inputMode="decimal"
            errors={errors.target}
          />
        )}
        <fieldset className={styles.caps}>
          <legend>Daily cap (optional)</legend>
          <TextInput
            label="Refills a day at most"
            value={maxCount}
            onValueChange={setMaxCount}
            inputMode="numeric"
            errors={errors.dailyMaxCount}
          />
          <TextInput
            label={`Amount a day at most (${from?.currencyCode ?? ''})`}
            value={maxAmount}
            onValueChange={setMaxAmount}
            inputMode="decimal"
            errors={errors.dailyMaxAmount}
          />
        </fieldset>
        <Checkbox label="Rule is on" checked={enabled} onCheckedChange={setEnabled} />
        <p className={styles.preview} role="status" aria-live="polite">
          {!online
            ? reason
            : previewError
              ? previewError
              : preview.data
                ? `With today's rate and fees this would move ${preview.data.amount} ${preview.data.currencyCode}` +
                  (preview.data.conversion
                    ? ` (converted to ${preview.data.conversion.transferAmount} ` +
                      `${preview.data.conversion.toCurrencyCode})`
                    : '') +
                  `; ${preview.data.credited} ${preview.data.binCurrencyCode} would arrive on ${binAccount.name}.`
                : 'Enter the figures to see what a refill would move.'}
        </p>
        <OfflineReason />
      </form>
    </Modal>
  );
}
