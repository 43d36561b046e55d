import type { binSetEndpoints } from '@/src/contracts/bin-sets';
import type { Handlers } from '@/server/http/mount';
import { binSetAssignmentHandlers } from './bin-set-assignment.handlers';
import { binSetSettingsHandlers } from './bin-set-settings.handlers';

/** BIN sets: the settings tab, and their assignment to companies and groups (which opens BIN accounts). */
export const binSetsHandlers: Handlers<typeof binSetEndpoints> = {
  ...binSetSettingsHandlers,
  ...binSetAssignmentHandlers,
};
