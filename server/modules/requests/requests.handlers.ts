import type { requestEndpoints } from '@/src/contracts/requests';
import { HttpError } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';

/** Issue 24: the contract is mounted first so the PWA side can build against it; the module follows. */
const notYet = () => {
  throw new HttpError(503, 'Requests are being built (issue 24)');
};

export const requestsHandlers: Handlers<typeof requestEndpoints> = {
  listRequests: notYet,
  pendingRequestCount: notYet,
  getRequestSettings: notYet,
  updateRequestSettings: notYet,
  requestDetails: notYet,
  createRequest: notYet,
  cancelRequest: notYet,
  approveRequest: notYet,
  declineRequest: notYet,
  bulkDeclineRequests: notYet,
  requestPushAction: notYet,
};
