import { CompanyLink } from '@/src/components/companies/company-link';
import { DateTime, None } from '@/src/components/ui/cells';
import { Link } from '@tanstack/react-router';
import type { TableColumn } from '@/src/components/ui/table';
import type { GroupListItem } from '@/src/contracts/groups';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './groups.module.css';

/** The groups list: name (opens the group), lead company (opens the company), members, created. */
export const groupColumns: TableColumn<GroupListItem>[] = [
  {
    id: 'name',
    header: 'Group',
    cell: (group) => (
      <Link to="/admin/groups/$id" params={{ id: group.id }} className={blocks.link}>
        {group.name}
      </Link>
    ),
  },
  {
    id: 'lead',
    header: 'Lead company',
    cell: ({ leadCompany }) =>
      leadCompany ? <CompanyLink id={leadCompany.id}>{leadCompany.name}</CompanyLink> : <None />,
  },
  {
    id: 'members',
    header: 'Companies',
    align: 'right',
    cell: (group) => <span className={styles.number}>{group.companiesCount}</span>,
  },
  {
    id: 'createdAt',
    header: 'Created',
    cell: (group) => <DateTime value={group.createdAt} />,
  },
];
