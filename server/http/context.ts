import type { Logger } from 'pino';
import type { RoleId } from '@/src/contracts/access';
import type { CallerCompany } from '@/server/db/queries/sessions';
import type { users } from '@/server/db/schema/index';
import type { Deps } from '@/server/lib/deps';

/** Who is calling, resolved by the auth middleware from a valid access token and a live session. */
export interface AuthContext {
  userId: number;
  role: RoleId;
  companyId: number | null;
  sessionId: string;
  teamLeadId: number | null;
  permissions: string[];
  /** The caller's rows as of this request, loaded with the session (no second query to show them). */
  user: typeof users.$inferSelect;
  company: CallerCompany;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    log: Logger;
    /** The caller's timezone offset in minutes east of UTC, or null for Auto. */
    timezoneOffset: number | null;
  };
}
