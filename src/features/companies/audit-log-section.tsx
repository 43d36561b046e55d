import { DateTime, None } from '@/src/components/ui/cells';
import { useQuery } from '@tanstack/react-query';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import { ROLE_LABEL, type RoleId } from '@/src/contracts/access';
import { AUDIT_ACTION_LABEL, type AuditEntry } from '@/src/contracts/audit';
import { auditChanges } from './audit-changes';
import { PageSection } from '@/src/components/ui/page-section';
import { companyQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './company-page.module.css';
import { AUTOMATIC_CHANGE, personName } from '@/src/lib/people';
import { usePagedList } from '@/src/components/ui/use-paged-list';

const AUDIT_TABLE_ID = 'company-audit-log';

function Actor({ actor }: { actor: AuditEntry['actor'] }) {
  if (!actor) return <>{AUTOMATIC_CHANGE}</>;
  const name = personName(actor);
  return (
    <span className={styles.stack}>
      <span>{name || actor.email}</span>
      {name ? <span className={blocks.note}>{actor.email}</span> : null}
      <span className={blocks.note}>{ROLE_LABEL[actor.role as RoleId]?.description ?? `Role ${actor.role}`}</span>
    </span>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry);
  if (changes.length === 0) return <None />;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          <span className={styles.changeField}>{change.label}</span> {change.before} <span aria-hidden>→</span>
          <span className="visually-hidden">changed to</span> {change.after}
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: TableColumn<AuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: (row) => <DateTime value={row.createdAt} />,
  },
  { id: 'who', header: 'Who', cell: (row) => <Actor actor={row.actor} /> },
  {
    id: 'action',
    header: 'Action',
    cell: (row) => AUDIT_ACTION_LABEL[row.action.value as keyof typeof AUDIT_ACTION_LABEL] ?? row.action.description,
  },
  { id: 'changes', header: 'Before → after', cell: (row) => <Changes entry={row} /> },
  { id: 'ip', header: 'IP', cell: (row) => (row.ip ? <code className={styles.code}>{row.ip}</code> : <None />) },
];

/** What staff and the owner did to the company, its users and its group (company.audit), newest first. */
export function AuditLogSection({ companyId }: { companyId: number }) {
  const paging = usePagedList(AUDIT_TABLE_ID);
  const log = useQuery(companyQueries.audit(companyId, paging.page, paging.perPage));
  return (
    <PageSection title="Audit log">
      <QueryTable
        query={log}
        what="audit log"
        caption="Audit log records"
        columns={COLUMNS}
        {...paging.tableProps(log)}
        emptyMessage="Nothing recorded yet. Changes, blocks and sign-ins as the owner are listed here."
        maxHeight="none"
      />
    </PageSection>
  );
}
