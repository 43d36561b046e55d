// TRANSIENT placeholder while the module is being built this session; replaced before landing.
import type { auditEndpoints } from '../../../src/contracts/audit';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/mount';

const notBuilt = async () => {
  throw new HttpError(501, 'Not built yet');
};

export const auditHandlers = new Proxy({}, { get: () => notBuilt, ownKeys: () => [], has: () => true }) as unknown as Handlers<typeof auditEndpoints>;
