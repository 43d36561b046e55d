import type { Db } from '@/server/db/client';
import { visits } from '@/server/db/schema/index';

export interface VisitInput {
  fingerprintHash: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  browserName?: string;
  browserVersion?: string;
}

/** Records a fingerprint's first visit; true when this was it, false when it was already known. */
export async function recordFirstVisit(db: Db, visit: VisitInput): Promise<boolean> {
  const inserted = await db.insert(visits).values(visit).onConflictDoNothing().returning({ id: visits.id });
  return inserted.length > 0;
}
