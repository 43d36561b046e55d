import { COMPANY_SEGMENT_LABEL, COMPANY_STATUS_LABEL } from '@/src/contracts/companies';
import type { GroupDetail, GroupListItem } from '@/src/contracts/groups';
import type { getGroup, GroupListRow } from '@/server/db/queries/groups';
import { specDate } from '@/server/lib/spec-date';

export function toGroupListItem({ group, lead, companiesCount }: GroupListRow): GroupListItem {
  return {
    id: group.id,
    name: group.name,
    leadCompany: lead && { id: lead.id, name: lead.name, uuid: lead.uuid },
    companiesCount: Number(companiesCount),
    createdAt: specDate(group.createdAt),
  };
}

export function toGroupDetail(row: NonNullable<Awaited<ReturnType<typeof getGroup>>>): GroupDetail {
  return {
    ...toGroupListItem(row),
    updatedAt: specDate(row.group.updatedAt),
    companies: row.members.map((company) => ({
      id: company.id,
      uuid: company.uuid,
      name: company.name,
      status: { value: company.status, description: COMPANY_STATUS_LABEL[company.status] ?? 'Unknown' },
      segment: { value: company.segment, description: COMPANY_SEGMENT_LABEL[company.segment] ?? 'Unknown' },
      isBlocked: company.isBlocked,
      isGroupLead: company.id === row.group.leadCompanyId,
    })),
  };
}
