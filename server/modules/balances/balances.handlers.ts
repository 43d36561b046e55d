import type { balanceEndpoints } from '../../../src/contracts/balances';
import type { Handlers } from '../../http/mount';

export const balancesHandlers: Handlers<typeof balanceEndpoints> = {};
