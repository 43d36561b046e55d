import type { onboardingEndpoints } from '@/src/contracts/onboarding';
import type { Handlers } from '@/server/http/mount';
import { invitationHandlers } from './invitations.handlers';
import { registrationHandlers } from './registration.handlers';

/** Registration and first visits (public), and their review by staff. */
export const onboardingHandlers: Handlers<typeof onboardingEndpoints> = {
  ...registrationHandlers,
  ...invitationHandlers,
};
