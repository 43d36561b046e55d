import type { RoleId } from '@/src/contracts/access';
import type { CallerCompany } from '@/server/db/queries/sessions';
import type { users } from '@/server/db/schema/index';

/**
 * Who is calling, resolved by the auth middleware from a valid access token and a live session. It lives
 * below `http/` because tenancy rules and domain code reason about the caller without touching HTTP.
 */
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
