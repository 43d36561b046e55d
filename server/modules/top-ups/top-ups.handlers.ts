import type { topUpEndpoints } from '@/src/contracts/top-ups';
import type { Handlers } from '@/server/http/mount';
import { decisionHandlers } from './decisions';
import { payInHandlers } from './pay-in';
import { staffTopUpHandlers } from './staff-top-ups';
import { withdrawalHandlers } from './withdrawals';

export const topUpsHandlers: Handlers<typeof topUpEndpoints> = {
  ...payInHandlers,
  ...staffTopUpHandlers,
  ...decisionHandlers,
  ...withdrawalHandlers,
};
