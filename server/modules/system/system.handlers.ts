import type { systemEndpoints } from '@/src/contracts/system';
import { pingDatabase } from '@/server/db/client';
import { HttpError } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { APP_VERSION } from '@/server/lib/version';

export const systemHandlers: Handlers<typeof systemEndpoints> = {
  async health({ c }) {
    if (!(await pingDatabase(c.var.deps.db))) throw new HttpError(503, 'The database is unreachable');
    return { status: 'ok', database: 'ok', version: APP_VERSION };
  },
  ping() {
    return { pong: true };
  },
};
