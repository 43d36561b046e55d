import { getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldSelect } from '@/src/components/forms/field-select';
import { FieldInput } from '@/src/components/forms/field-input';
import { NameInput } from '@/src/components/forms/name-input';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { EmptyState } from '@/src/components/ui/empty-state';
import { Skeleton } from '@/src/components/ui/skeleton';
import { CARD_ISSUE_COUNT_MAX, CARD_LIMIT_KINDS, CARD_LIMIT_LABEL } from '@/src/contracts/card-kinds';
import { issueCardsBody, type IssueCardsBody } from '@/src/contracts/cards';
import type { z } from 'zod';
import { currentUserQuery } from '@/src/lib/current-user';
import { canIssueCards } from './can-issue';
import { HolderPicker, type Holder } from './holder-picker';
import { IssueConfirmDialog } from './issue-confirm-dialog';
import { IssuePreview } from './issue-preview';
import { cardQueries } from './queries';
import { useDebounced } from '@/src/lib/use-debounced';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './issue.module.css';

export type IssueRequest = z.output<typeof issueCardsBody>;

const positiveInt = (value: unknown): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

const backToWallet = (
  <Link to="/wallet" className={blocks.link}>
    Back to My wallet
  </Link>
);

/**
 * `/wallet/add-new-card` (card.issue and the card_issue permission): BIN set (the default for issuance
 * first), holder, name, optional limits and how many identical cards; the fee preview follows every
 * change; a confirmation says what will be charged before anything is issued.
 */
export function AddCardPage() {
  const user = useQuery(currentUserQuery).data;
  const firstPreview = useQuery(cardQueries.preview(undefined, undefined));

  if (user && !canIssueCards(user)) {
    return (
      <EmptyState
        title="You cannot issue cards"
        message="Issuing cards needs the card issue permission; the company owner can grant it."
        action={backToWallet}
      />
    );
  }
  if (firstPreview.isPending) {
    return (
      <div className={blocks.stackWide} aria-busy="true">
        <Skeleton width="100%" height="240px" shape="block" />
      </div>
    );
  }
  if (firstPreview.isError) {
    return <EmptyState title="Card issuing could not be opened" message={firstPreview.error.message} />;
  }
  if (firstPreview.data.binSets.length === 0) {
    return (
      <EmptyState
        title="No BIN sets yet"
        message="Your company has no BIN set to issue cards from. Support adds BIN sets to companies; ask them for one."
        action={backToWallet}
      />
    );
  }
  return <IssueForm defaultBinSetId={firstPreview.data.selectedBinSetId ?? firstPreview.data.binSets[0]!.id} />;
}

function IssueForm({ defaultBinSetId }: { defaultBinSetId: number }) {
  const [holder, setHolder] = useState<Holder | null>(null);
  const [confirming, setConfirming] = useState<IssueRequest | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [form, fields] = useForm<IssueCardsBody, IssueRequest, string[]>({
    id: 'issue-card',
    // Form values are text; the schema coerces them.
    defaultValue: { binSetId: String(defaultBinSetId), count: '1' } as never,
    constraint: getZodConstraint(issueCardsBody),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: issueCardsBody }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setServerErrors({});
      setConfirming(submission.value);
    },
  });
  const limits = fields.limits.getFieldset();

  const binSetId = positiveInt(fields.binSetId.value) ?? defaultBinSetId;
  const count = useDebounced(positiveInt(fields.count.value) ?? 1, 300);
  const preview = useQuery(cardQueries.preview(binSetId, count));
  const maxCount = Math.max(
    1,
    Math.min(preview.data?.cardsAvailableCount ?? CARD_ISSUE_COUNT_MAX, CARD_ISSUE_COUNT_MAX),
  );

  // Choosing a holder re-checks that field once the form has been validated before.
  useEffect(() => {
    if (holder && fields.holderUserId.errors) form.validate({ name: fields.holderUserId.name });
  }, [holder]);

  const errorsOf = (field: { name: string; errors?: string[] }) => field.errors ?? serverErrors[field.name];

  return (
    <div className={styles.layout}>
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stackWide} aria-label="Issue a card">
        <fieldset className={styles.group}>
          <legend>Card</legend>
          <FieldSelect
            field={fields.binSetId}
            label="BIN set"
            defaultValue={String(defaultBinSetId)}
            errors={errorsOf(fields.binSetId)}
            options={(preview.data?.binSets ?? []).map((set) => ({
              value: String(set.id),
              label: `${set.name} · ${set.bin} · ${set.currency}${set.isDefaultIssuance ? ' (default)' : ''}`,
            }))}
          />
          <NameInput
            field={fields.name}
            label="Card name"
            caption="E.g. the campaign or purpose: it is how the card is found later."
          />
          <FieldInput
            field={fields.count}
            label="Number of cards"
            inputMode="numeric"
            pattern={/\d/}
            limit={3}
            autoComplete="off"
            caption={`Identical cards for the same holder, 1 to ${maxCount}.`}
            errors={
              errorsOf(fields.count) ??
              ((positiveInt(fields.count.value) ?? 1) > maxCount
                ? [`The maximum value allowed is ${maxCount}`]
                : undefined)
            }
          />
        </fieldset>
        <HolderPicker value={holder} onChange={setHolder} errors={errorsOf(fields.holderUserId)} />
        <input
          {...getInputProps(fields.holderUserId, { type: 'hidden' })}
          key={fields.holderUserId.key}
          value={holder ? String(holder.id) : ''}
          readOnly
        />
        <fieldset className={styles.group}>
          <legend>Limits (optional)</legend>
          <div className={`${blocks.twoColumns} ${blocks.narrowColumns}`}>
            {CARD_LIMIT_KINDS.map((kind) => (
              <FieldInput
                field={limits[kind]}
                label={`${CARD_LIMIT_LABEL[kind]}${preview.data?.currency ? `, ${preview.data.currency}` : ''}`}
                inputMode="decimal"
                pattern={/[0-9.,]/}
                autoComplete="off"
                caption="Empty: no limit"
              />
            ))}
          </div>
        </fieldset>
        <div className={blocks.actions}>
          <OnlineOnlyButton type="submit" disabled={(positiveInt(fields.count.value) ?? 1) > maxCount}>
            Continue
          </OnlineOnlyButton>
          <Link to="/wallet" className={blocks.link}>
            Cancel
          </Link>
        </div>
      </SchemaForm>
      <IssuePreview figures={preview.data} loading={preview.isFetching} />
      {confirming && holder ? (
        <IssueConfirmDialog
          request={confirming}
          holder={holder}
          preview={preview.data}
          onClose={() => setConfirming(null)}
          onFieldErrors={(errors) => {
            setServerErrors(errors);
            setConfirming(null);
          }}
        />
      ) : null}
    </div>
  );
}
