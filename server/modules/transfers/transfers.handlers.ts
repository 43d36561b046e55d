import type { transferEndpoints } from '../../../src/contracts/transfers';
import type { Handlers } from '../../http/mount';

export const transfersHandlers: Handlers<typeof transferEndpoints> = {};
