import type { tariffEndpoints } from '../../../src/contracts/tariffs';
import type { Handlers } from '../../http/mount';

export const tariffsHandlers: Handlers<typeof tariffEndpoints> = {};
