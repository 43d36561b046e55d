import type { paymentListEndpoints } from '../../../src/contracts/payment-lists';
import type { Handlers } from '../../http/mount';

export const paymentListsHandlers: Handlers<typeof paymentListEndpoints> = {};
