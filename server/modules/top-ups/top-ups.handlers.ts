import type { topUpEndpoints } from '../../../src/contracts/top-ups';
import type { Handlers } from '../../http/mount';

export const topUpsHandlers: Handlers<typeof topUpEndpoints> = {};
