import { apiMessage } from '@/src/contracts/api-messages';
import type { Db } from '@/server/db/client';
import { claimCompanies, lockCompanies } from '@/server/db/queries/groups';
import { invalidField } from '@/server/http/errors';

/**
 * Puts companies into a group and answers the ones newly added. Unknown companies and companies of
 * another group refuse the whole request (422 naming the company, on `leadCompanyId` when it is the lead
 * and on `companyIds` otherwise); a company already in this group is left as it is. Run it inside the
 * transaction that locked the group, so a refusal undoes everything.
 */
export async function addToGroup(
  db: Db,
  groupId: number,
  ids: number[],
  now: Date,
  leadId?: number,
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  const fieldOf = (id: number) => (id === leadId ? 'leadCompanyId' : 'companyIds');
  const found = new Map((await lockCompanies(db, wanted)).map((row) => [row.id, row]));
  const unknown = wanted.find((id) => !found.has(id));
  if (unknown !== undefined) throw invalidField(fieldOf(unknown), apiMessage.companyUnknown(unknown));

  const added = new Set(await claimCompanies(db, groupId, wanted, now));
  // Not added and not already here: another group has it.
  const taken = wanted.find((id) => !added.has(id) && found.get(id)!.groupId !== groupId);
  if (taken !== undefined) throw invalidField(fieldOf(taken), apiMessage.companyInOtherGroup(found.get(taken)!.name));
  return wanted.filter((id) => added.has(id));
}
