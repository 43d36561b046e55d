import type { teamEndpoints } from '@/src/contracts/team';
import type { Handlers } from '@/server/http/mount';
import { inviteHandlers } from './invite.handlers';
import { teamActionHandlers } from './team-actions.handlers';
import { teamListHandlers } from './team-list.handlers';

/** The client's team (spec 2.2 team, user) and the company page's people (spec 7 backoffice). */
export const teamHandlers: Handlers<typeof teamEndpoints> = {
  ...teamListHandlers,
  ...inviteHandlers,
  ...teamActionHandlers,
};
