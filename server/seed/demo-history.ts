import type { Db } from '@/server/db/client';
import { auditLog, companyFeeHistory } from '@/server/db/schema/index';

const DAY = 86_400_000;

interface Actors {
  companyId: number;
  superAdminId: number;
  adminId: number;
  seniorId: number;
  ownerId: number;
  invitedId: number;
}

/**
 * Past fee changes and audit records for Northwind, so its page shows history from the first visit.
 * They end where the seeded company is now: service fee 2.00 %, conversion fee 1.50 % set by hand.
 */
export async function seedNorthwindHistory(tx: Db, actors: Actors, now: Date) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const companyId = actors.companyId;
  await tx.insert(companyFeeHistory).values([
    {
      companyId,
      type: 'income',
      oldFee: null,
      fee: '2.50',
      autoUpdate: false,
      userId: actors.superAdminId,
      createdAt: at(90),
    },
    { companyId, type: 'conversion', oldFee: null, fee: '2.00', autoUpdate: true, userId: null, createdAt: at(90) },
    {
      companyId,
      type: 'income',
      oldFee: '2.50',
      fee: '2.00',
      autoUpdate: false,
      userId: actors.adminId,
      createdAt: at(30),
    },
    {
      companyId,
      type: 'conversion',
      oldFee: '2.00',
      fee: '1.50',
      autoUpdate: false,
      userId: actors.seniorId,
      createdAt: at(10),
    },
  ]);

  // Documentation addresses (RFC 5737): the demo's staff and owner sign in from these.
  const staffIp = '198.51.100.24';
  const ownerIp = '203.0.113.7';
  const company = { entityType: 'company', entityId: companyId, companyId } as const;
  await tx.insert(auditLog).values([
    {
      ...company,
      actorId: actors.superAdminId,
      actorRole: 1,
      action: 'company.create',
      after: { name: 'Northwind Media' },
      ip: staffIp,
      createdAt: at(90),
    },
    {
      ...company,
      actorId: actors.superAdminId,
      actorRole: 1,
      action: 'company.accept',
      before: { status: 1 },
      after: { status: 2 },
      ip: staffIp,
      createdAt: at(89),
    },
    {
      ...company,
      actorId: actors.adminId,
      actorRole: 5,
      action: 'company.update',
      before: { segment: 1, incomeFee: '2.50' },
      after: { segment: 3, incomeFee: '2.00' },
      ip: staffIp,
      createdAt: at(30),
    },
    {
      ...company,
      actorId: actors.seniorId,
      actorRole: 6,
      action: 'company.update',
      before: { conversionFee: '2.00', autoUpdateConversionFee: true, cardsTotalAvailableCount: 50 },
      after: { conversionFee: '1.50', autoUpdateConversionFee: false, cardsTotalAvailableCount: 100 },
      ip: staffIp,
      createdAt: at(10),
    },
    {
      entityType: 'user',
      entityId: actors.invitedId,
      companyId,
      actorId: actors.ownerId,
      actorRole: 2,
      action: 'user.invite',
      after: { email: 'jonas.weber@northwind.test', role: 4, teamName: 'Performance' },
      ip: ownerIp,
      createdAt: at(2),
    },
  ]);
}
