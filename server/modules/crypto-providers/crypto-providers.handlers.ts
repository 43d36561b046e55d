import type { cryptoProviderEndpoints } from '../../../src/contracts/crypto-providers';
import type { Handlers } from '../../http/mount';

export const cryptoProvidersHandlers: Handlers<typeof cryptoProviderEndpoints> = {};
