// TRANSIENT placeholder while the module is being built this session; replaced before landing.
import type { companyEndpoints } from '../../../src/contracts/companies';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/mount';

const notBuilt = async () => {
  throw new HttpError(501, 'Not built yet');
};

export const companiesHandlers = new Proxy({}, { get: () => notBuilt, ownKeys: () => [], has: () => true }) as unknown as Handlers<typeof companyEndpoints>;
