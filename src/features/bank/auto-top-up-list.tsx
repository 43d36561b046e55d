import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { autoTopUpQueries } from './auto-top-up-queries';
import { outcomeLine, ruleSentence } from '@/src/lib/auto-top-up-text';
import { RuleQueryContent, RuleStatusPill } from './rule-parts';
import styles from './auto-top-up.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

/**
 * The company's auto top-up rules on the bank page (issue 23): each BIN account's rule in words, whether it
 * is on or failing, and its latest refill; the rule is changed on the BIN account's page.
 */
export function AutoTopUpList() {
  const rules = useQuery(autoTopUpQueries.ofCompany());
  return (
    <section
      className={`${blocks.card} ${styles.section}`}
      aria-labelledby="auto-top-up-list-title"
      aria-busy={rules.isPending}
    >
      <h2 id="auto-top-up-list-title">Auto top-up rules</h2>
      <RuleQueryContent query={rules} what="rules">
        {(list) =>
          list.length === 0 ? (
            <p className={styles.rule}>
              No BIN account refills itself yet. Open a BIN account to set up an auto top-up from a transit account.
            </p>
          ) : (
            <ul className={blocks.stack} aria-label="Auto top-up rules">
              {list.map((rule) => (
                <li key={rule.id}>
                  <Link to="/bank/bin/$accountId" params={{ accountId: rule.binAccount.id }}>
                    {rule.binAccount.name}
                  </Link>{' '}
                  <RuleStatusPill rule={rule} />
                  <p className={styles.rule}>{ruleSentence(rule)}</p>
                  {rule.recent[0] && <p className={styles.recent}>{outcomeLine(rule, rule.recent[0])}</p>}
                </li>
              ))}
            </ul>
          )
        }
      </RuleQueryContent>
    </section>
  );
}
