import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryContent } from '@/src/components/ui/query-content';
import { StatusPill } from '@/src/components/ui/status-pill';
import type { AutoTopUpRuleView } from '@/src/contracts/auto-top-up';
import styles from './auto-top-up.module.css';

/** Whether an auto top-up rule is off, on, or failing (its last refill did not go through). */
export function RuleStatusPill({ rule }: { rule: Pick<AutoTopUpRuleView, 'enabled' | 'status'> }) {
  if (!rule.enabled) return <StatusPill tone="neutral">Off</StatusPill>;
  return rule.status === 'failing' ? (
    <StatusPill tone="danger">Failing</StatusPill>
  ) : (
    <StatusPill tone="success">On</StatusPill>
  );
}

/** The body of an auto top-up section ("Loading the rules…", their load error, then the rules) in its own look. */
export function RuleQueryContent<Data>(props: {
  query: UseQueryResult<Data>;
  /** "rule" or "rules": named while loading and in the load error. */
  what: string;
  children: (data: Data) => ReactNode;
}) {
  return (
    <QueryContent
      {...props}
      loading={<p className={styles.rule}>{`Loading the ${props.what}…`}</p>}
      errorClassName={styles.error}
    />
  );
}
