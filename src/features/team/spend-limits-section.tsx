import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadError } from '@/src/components/ui/load-error';
import { Modal } from '@/src/components/ui/modal';
import { OfflineReason, OnlineOnlyButton, useOnlineAction } from '@/src/components/ui/online-only';
import { Select } from '@/src/components/ui/select';
import { TextInput } from '@/src/components/ui/text-input';
import { BALANCE_CURRENCIES } from '@/src/contracts/money';
import type { PersonLimitView } from '@/src/contracts/person-limits';
import { ApiError } from '@/src/lib/api-error';
import { spendLimitQueries, useSaveSpendLimits } from './spend-limits-queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './user-page.module.css';

/** "30.00 of 100.00 today": what a person spent against their limit, or what they spent when there is none. */
export function limitLine(spent: string, limit: string | null, currency: string, period: string) {
  return limit === null ? `${spent} ${currency} ${period}, no limit` : `${spent} of ${limit} ${currency} ${period}`;
}

export function SpendLimitFigures({ limits }: { limits: PersonLimitView[] }) {
  if (limits.length === 0) return <p>No spend limit: only each card&apos;s own limits apply.</p>;
  return (
    <ul aria-label="Spend limits">
      {limits.map((l) => (
        <li key={l.currency}>
          {limitLine(l.spentToday, l.daily, l.currency, 'today')};{' '}
          {limitLine(l.spentMonth, l.monthly, l.currency, 'this month')}
        </li>
      ))}
    </ul>
  );
}

interface Row {
  currency: string;
  daily: string;
  monthly: string;
}

/** The two limits a currency's row takes, each a decimal field of its own. */
const PERIODS = [
  ['daily', 'Per day'],
  ['monthly', 'Per month'],
] as const;

/**
 * A person's spend limits across all their cards (issue 23) on the user page: spent / limit today and this
 * month per currency, and, for the owner or the person's team lead, the editor (one limit per currency;
 * a lead's own limit is the ceiling, which the server says on the field that passes it).
 */
export function SpendLimitsSection({ userId, mayEdit }: { userId: number; mayEdit: boolean }) {
  const limits = useQuery(spendLimitQueries.ofUser(userId));
  const [editing, setEditing] = useState(false);
  if (limits.isPending) return <p>Loading the limits…</p>;
  if (limits.isError) return <LoadError what="limits" error={limits.error} />;
  return (
    <>
      <SpendLimitFigures limits={limits.data.limits} />
      {mayEdit && (
        <div>
          <OnlineOnlyButton appearance="secondary" onClick={() => setEditing(true)}>
            Change spend limits
          </OnlineOnlyButton>
        </div>
      )}
      {editing && <SpendLimitsDialog userId={userId} current={limits.data.limits} onClose={() => setEditing(false)} />}
    </>
  );
}

function SpendLimitsDialog({
  userId,
  current,
  onClose,
}: {
  userId: number;
  current: PersonLimitView[];
  onClose: () => void;
}) {
  const formId = useId();
  const { online } = useOnlineAction();
  const save = useSaveSpendLimits(userId);
  const [rows, setRows] = useState<Row[]>(
    current.length
      ? current.map((l) => ({ currency: l.currency, daily: l.daily ?? '', monthly: l.monthly ?? '' }))
      : [{ currency: 'USD', daily: '', monthly: '' }],
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const change = (i: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row, k) => (k === i ? { ...row, ...patch } : row)));

  function submit() {
    const limits = rows
      .filter((r) => r.daily.trim() || r.monthly.trim())
      .map((r) => ({ currency: r.currency, daily: r.daily.trim() || null, monthly: r.monthly.trim() || null }));
    save.mutate(
      { limits: limits as never },
      {
        onSuccess: onClose,
        onError: (error) => setErrors(error instanceof ApiError ? (error.errors ?? { limits: [error.message] }) : {}),
      },
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Spend limits"
      subtitle="Across all the person's cards, per currency. Leave both empty to remove a currency's limit."
      formId={formId}
      submitText="Save limits"
      submitLoading={save.isPending}
      submitDisabled={!online}
      onSubmit={submit}
    >
      <form
        id={formId}
        className={`${blocks.card} ${styles.section}`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {rows.map((row, i) => (
          <fieldset key={i}>
            <legend>Limit {i + 1}</legend>
            <Select
              label="Currency"
              options={BALANCE_CURRENCIES.map((c) => ({ value: c, label: c }))}
              value={row.currency}
              onValueChange={(currency) => change(i, { currency })}
              errors={errors[`limits.${i}.currency`]}
            />
            {PERIODS.map(([period, label]) => (
              <TextInput
                key={period}
                label={label}
                value={row[period]}
                onValueChange={(value) => change(i, { [period]: value })}
                inputMode="decimal"
                errors={errors[`limits.${i}.${period}`]}
              />
            ))}
          </fieldset>
        ))}
        {errors.limits && <p role="alert">{errors.limits.join(' ')}</p>}
        {rows.length < BALANCE_CURRENCIES.length && (
          <OnlineOnlyButton
            type="button"
            appearance="ghost"
            onClick={() =>
              setRows((all) => [
                ...all,
                {
                  currency: BALANCE_CURRENCIES.find((c) => !all.some((r) => r.currency === c)) ?? 'USD',
                  daily: '',
                  monthly: '',
                },
              ])
            }
          >
            Add a currency
          </OnlineOnlyButton>
        )}
        <OfflineReason />
      </form>
    </Modal>
  );
}
