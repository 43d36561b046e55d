import { createFileRoute } from '@tanstack/react-router';
import { validateInvitationSearch } from '@/src/features/registration-confirmation/invitation-search';
import { RegistrationConfirmationPage } from '@/src/features/registration-confirmation/registration-confirmation-page';
import { page } from '@/src/lib/route-guard';
import { useSearchState } from '@/src/lib/route-search-state';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/admin/registration-confirmation')({
  ...page('admin/registration-confirmation', 'Confirmation of registration'),
  validateSearch: typedSearch<ReturnType<typeof validateInvitationSearch>>(),
  component: function RegistrationConfirmationRoute() {
    return <RegistrationConfirmationPage {...useSearchState(validateInvitationSearch)} />;
  },
});
