import { ROLE_LABEL, type RoleId } from '@/src/contracts/access';

/** The parts of a person every list and history gives. */
export interface PersonName {
  firstName: string | null;
  lastName: string | null;
}

/** 'Ann Lee', 'Ann' or '' when neither part is set: callers choose what stands in for no name. */
export const personName = (person: PersonName): string => [person.firstName, person.lastName].filter(Boolean).join(' ');

/** The one wording for a change nobody made by hand (a scheduled update, the platform itself). */
export const AUTOMATIC_CHANGE = 'The platform (automatic)';

/** A name that is never blank: the email when the person has not given a name. */
export const personLabel = (person: PersonName & { email: string }): string => personName(person) || person.email;

/**
 * Who made a change, as the histories show it (spec 3 "History user"): the name with the role's label
 * ('Ann Lee (Senior administrator)'); a change without a user was made by the platform itself.
 */
export function historyUserLabel(user: (PersonName & { role: number }) | null): string {
  if (!user) return AUTOMATIC_CHANGE;
  const name = personName(user) || 'Unnamed user';
  const role = ROLE_LABEL[user.role as RoleId]?.description;
  return role ? `${name} (${role})` : name;
}

/** Who started a payment when no person is on record, by the ledger's initiator kind. */
const INITIATOR_WITHOUT_NAME: Record<string, string> = {
  system: AUTOMATIC_CHANGE,
  rule: 'The platform (auto top-up rule)',
  staff: 'Platform staff',
  user: 'A company user',
};

/** "Started by" of a payment: the person's name, else what started it in words (never the raw kind). */
export const initiatorLabel = (initiator: { kind: string; name: string | null }): string =>
  initiator.name ?? INITIATOR_WITHOUT_NAME[initiator.kind] ?? AUTOMATIC_CHANGE;
