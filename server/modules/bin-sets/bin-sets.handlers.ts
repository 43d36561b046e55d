import type { binSetEndpoints } from '../../../src/contracts/bin-sets';
import type { Handlers } from '../../http/mount';

export const binSetsHandlers: Handlers<typeof binSetEndpoints> = {};
