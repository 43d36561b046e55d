import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import type { BalanceRecord } from '@/src/contracts/balances';
import { AutoTopUpDialog } from './auto-top-up-dialog';
import { autoTopUpQueries, useDeleteRule } from './auto-top-up-queries';
import { outcomeLine, ruleSentence } from '@/src/lib/auto-top-up-text';
import { RuleQueryContent, RuleStatusPill } from './rule-parts';
import styles from './auto-top-up.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

interface Props {
  binAccount: { id: number; name: string; currency: string; closed: boolean };
  /** The company's accounts (balances): the rule's possible sources are its open transit accounts. */
  accounts: readonly BalanceRecord[];
}

/**
 * A BIN account's auto top-up (issue 23): the rule in words, whether it is failing and why, its latest
 * outcomes, and the editor. Offline the rule stays readable and the buttons say why they are disabled.
 */
export function AutoTopUpSection({ binAccount, accounts }: Props) {
  const rule = useQuery(autoTopUpQueries.ofAccount(binAccount.id));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteRule(binAccount.id);
  const transits = accounts.filter((a) => a.type.value === 0);
  const current = rule.data ?? null;

  return (
    <section
      className={`${blocks.card} ${styles.section}`}
      aria-labelledby="auto-top-up-title"
      aria-busy={rule.isPending}
    >
      <h3 id="auto-top-up-title">Auto top-up {current && <RuleStatusPill rule={current} />}</h3>
      <RuleQueryContent query={rule} what="rule">
        {(saved) =>
          saved ? (
            <>
              <p className={styles.rule}>{ruleSentence(saved)}</p>
              {saved.status === 'failing' && saved.lastError && (
                <p role="alert" className={styles.error}>
                  The last refill failed: {saved.lastError}. It is tried again at the next crossing.
                </p>
              )}
              {saved.recent.length > 0 && (
                <ul className={styles.recent} aria-label="Latest refills">
                  {saved.recent.map((refill) => (
                    <li key={refill.id}>{outcomeLine(saved, refill)}</li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            <p className={styles.rule}>
              No rule. Refill this account automatically from a transit account when its balance runs low.
            </p>
          )
        }
      </RuleQueryContent>
      {!binAccount.closed && !rule.isError && (
        <div className={blocks.centerRow}>
          <OnlineOnlyButton onClick={() => setEditing(true)} disabled={rule.isPending || transits.length === 0}>
            {current ? 'Change rule' : 'Set up auto top-up'}
          </OnlineOnlyButton>
          {current && (
            <OnlineOnlyButton appearance="secondary" onClick={() => setDeleting(true)} disabled={remove.isPending}>
              Delete rule
            </OnlineOnlyButton>
          )}
        </div>
      )}
      {editing && (
        <AutoTopUpDialog binAccount={binAccount} transits={transits} rule={current} onClose={() => setEditing(false)} />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete the auto top-up rule?"
          subtitle={binAccount.name}
          confirm="Delete rule"
          danger
          busy={remove.isPending}
          error={remove.error?.message ?? null}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => setDeleting(false) })}
          onClose={() => setDeleting(false)}
        >
          The account will no longer be refilled automatically. Refills already made stay in its statement.
        </ConfirmDialog>
      )}
    </section>
  );
}
