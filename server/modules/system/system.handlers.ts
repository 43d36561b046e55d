import type { systemEndpoints } from '../../../src/contracts/system';
import { pingDatabase } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/mount';
import { APP_VERSION } from '../../lib/version';

export const systemHandlers: Handlers<typeof systemEndpoints> = {
  async health({ c }) {
    if (!(await pingDatabase(c.var.deps.db))) throw new HttpError(503, 'The database is unreachable');
    return { status: 'ok', database: 'ok', version: APP_VERSION };
  },
  ping() {
    return { pong: true };
  },
};
