import { queryOptions, useQuery } from '@tanstack/react-query';
import { StatusPill } from '@/src/components/ui/status-pill';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import { listRulesOfCompany, type AutoTopUpRuleView } from '@/src/contracts/auto-top-up';
import { call } from '@/src/lib/api-client';
import { outcomeLine, ruleSentence } from '@/src/lib/auto-top-up-text';
import { PageSection } from '@/src/components/ui/page-section';
import { companyQueries } from './queries';

/** Under the company's key: a change to the company (blocked, say) asks its rules again. */
export const companyRulesQuery = (companyId: number) =>
  queryOptions({
    queryKey: [...companyQueries.company(companyId), 'auto-top-up-rules'] as const,
    queryFn: ({ signal }) => call(listRulesOfCompany, { params: { id: companyId } }, { signal }),
  });

const COLUMNS: TableColumn<AutoTopUpRuleView>[] = [
  { id: 'account', header: 'BIN account', cell: (rule) => `${rule.binAccount.name} (${rule.binAccount.currency})` },
  {
    id: 'state',
    header: 'State',
    cell: (rule) => (
      <StatusPill tone={!rule.enabled ? 'neutral' : rule.status === 'failing' ? 'danger' : 'success'}>
        {!rule.enabled ? 'Off' : rule.status === 'failing' ? 'Failing' : 'On'}
      </StatusPill>
    ),
  },
  { id: 'rule', header: 'Rule', cell: (rule) => ruleSentence(rule) },
  {
    id: 'latest',
    header: 'Latest refill',
    cell: (rule) => (rule.recent[0] ? outcomeLine(rule, rule.recent[0]) : 'None yet'),
  },
];

/**
 * The company's auto top-up rules for staff (issue 23, company.autoTopUpRules): read-only; the owner (or a
 * user with transfer_funds) changes them on the BIN account's page.
 */
export function AutoTopUpRulesSection({ companyId }: { companyId: number }) {
  const rules = useQuery(companyRulesQuery(companyId));
  return (
    <PageSection title="Auto top-up rules">
      <QueryTable
        query={rules}
        what="auto top-up rules"
        failureOverRows
        tableId="company-auto-top-up-rules"
        caption="Auto top-up rules of the company's BIN accounts"
        columns={COLUMNS}
        emptyMessage="No auto top-up rule. The company's owner sets one up on a BIN account's page."
        maxHeight="none"
      />
    </PageSection>
  );
}
