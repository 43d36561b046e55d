import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/src/features/bank/account-page';
import { readStatementSearch, type StatementUrlSearch } from '@/src/features/bank/statement-search';
import { page } from '@/src/lib/route-guard';
import { idParams } from '@/src/lib/route-params';

export const Route = createFileRoute('/_client/bank/transit/$accountId')({
  ...page('bank/account', 'Account'),
  params: idParams('accountId'),
  // Read in the (lazily loaded) page, not here: route options ship with the sign-in screen.
  validateSearch: (search: Record<string, unknown>) => search as StatementUrlSearch,
  component: function TransitAccountRoute() {
    const { accountId } = Route.useParams();
    const search = readStatementSearch(Route.useSearch());
    const navigate = Route.useNavigate();
    return (
      <AccountPage
        kind="transit"
        accountId={accountId}
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});
