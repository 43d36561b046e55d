import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/src/features/bank/account-page';
import { readStatementSearch, type StatementUrlSearch } from '@/src/features/bank/statement-search';
import { idPage } from '@/src/lib/route-params';
import { useSearchState } from '@/src/lib/route-search-state';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/_client/bank/transit/$accountId')({
  ...idPage('bank/account', 'Account', 'accountId'),
  validateSearch: typedSearch<StatementUrlSearch>(),
  component: function TransitAccountRoute() {
    return (
      <AccountPage kind="transit" accountId={Route.useParams().accountId} {...useSearchState(readStatementSearch)} />
    );
  },
});
