import type { Logger } from 'pino';
import type { Deps } from '@/server/lib/deps';

export type { AuthContext } from '@/server/lib/caller';

export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    log: Logger;
    /** The caller's timezone offset in minutes east of UTC, or null for Auto. */
    timezoneOffset: number | null;
  };
}
