import { useState } from 'react';
import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldInput } from '@/src/components/forms/field-input';
import { CardLimit, CardMoney } from '@/src/components/cards/card-money';
import { Button } from '@/src/components/ui/button';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { CARD_LIMIT_KINDS, CARD_LIMIT_LABEL, type CardLimitKind } from '@/src/contracts/card-kinds';
import { cardLimitsBody, type CardDetail } from '@/src/contracts/cards';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { useCardLimits } from './mutations';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './cards.module.css';

/** What counts against each limit, as the server totals it. */
const spentAgainst = (card: CardDetail, kind: CardLimitKind): string | null =>
  kind === 'daily'
    ? card.spent.today
    : kind === 'monthly'
      ? card.spent.month
      : kind === 'lifetime'
        ? card.spent.lifetime
        : null;

/**
 * The card's four limits with what has been spent against each; where allowed, a form to change them
 * (an empty field removes that limit). A closed card's limits no longer matter and cannot change.
 */
export function CardLimitsSection({ card, editable }: { card: CardDetail; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <section className={blocks.card} aria-labelledby="card-limits-heading">
      <div className={blocks.spreadRowTight}>
        <h3 className={blocks.sectionHeading} id="card-limits-heading">
          Limits
        </h3>
        {editable && !editing ? (
          <OnlineOnlyButton appearance="secondary" onClick={() => setEditing(true)}>
            Change limits
          </OnlineOnlyButton>
        ) : null}
      </div>
      {editing ? (
        <LimitsForm card={card} onDone={() => setEditing(false)} />
      ) : (
        <dl className={`${styles.facts} ${blocks.terms}`}>
          {CARD_LIMIT_KINDS.map((kind) => {
            const spent = spentAgainst(card, kind);
            return (
              <div key={kind}>
                <dt>{CARD_LIMIT_LABEL[kind]}</dt>
                <dd>
                  <CardLimit value={card.limits[kind]} currency={card.currency} />
                  {spent !== null && card.limits[kind] !== null ? (
                    <span className={blocks.muted}>
                      {' '}
                      · spent <CardMoney value={spent} currency={card.currency} />
                    </span>
                  ) : null}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}

function LimitsForm({ card, onDone }: { card: CardDetail; onDone: () => void }) {
  const save = useCardLimits(card.id);
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: `card-limits-${card.id}`,
    schema: cardLimitsBody,
    defaultValue: {
      perTransaction: card.limits.perTransaction ?? undefined,
      daily: card.limits.daily ?? undefined,
      monthly: card.limits.monthly ?? undefined,
      lifetime: card.limits.lifetime ?? undefined,
    },
    async submit(value) {
      // Every field is on screen, so an empty one means "no limit", not "leave as it was".
      await save.mutateAsync({
        perTransaction: value.perTransaction ?? null,
        daily: value.daily ?? null,
        monthly: value.monthly ?? null,
        lifetime: value.lifetime ?? null,
      });
      onDone();
    },
  });
  return (
    <SchemaForm form={form} serverErrors={serverErrors} className={blocks.formBody} aria-label="Card limits">
      <div className={blocks.twoColumns}>
        {CARD_LIMIT_KINDS.map((kind) => (
          <FieldInput
            field={fields[kind]}
            label={`${CARD_LIMIT_LABEL[kind]} limit, ${card.currency}`}
            decimal
            pattern={/[0-9.,]/}
            caption="Empty: no limit"
          />
        ))}
      </div>
      <div className={blocks.actions}>
        <OnlineOnlyButton type="submit" loading={busy}>
          Save limits
        </OnlineOnlyButton>
        <Button appearance="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </SchemaForm>
  );
}
