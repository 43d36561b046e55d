import { createFileRoute, redirect } from '@tanstack/react-router';
import { canReach, hasPermission } from '@/src/contracts/access';
import { DepositAddressPage } from '@/src/features/top-up/deposit-address-page';
import type { TopUpSearch } from '@/src/features/top-up/networks';
import { roleOf } from '@/src/lib/current-user';

/**
 * What the pay-in QR code holds (spec 9: the product host plus /top-up/{network}/{address}). Public: the phone
 * that scanned it is usually signed out. A signed-in client with the top-up right gets the pay-in page, opened
 * on that network, which compares the scanned address with the company's own.
 */
export const Route = createFileRoute('/top-up/$network/$address')({
  staticData: { title: 'Deposit address' },
  beforeLoad: ({ context, params }) => {
    const user = context.user;
    const role = roleOf(user);
    if (user && role !== undefined && canReach(role, 'top-up') && hasPermission(role, user.permissions, 'top_up'))
      // The pay-in page reads its search afresh and drops a network or address that is not one.
      throw redirect({
        to: '/top-up',
        search: { network: params.network as TopUpSearch['network'], address: params.address },
        replace: true,
      });
  },
  component: function DepositAddressRoute() {
    const { network, address } = Route.useParams();
    const { user } = Route.useRouteContext();
    return <DepositAddressPage network={network} address={address} signedIn={user !== null} />;
  },
});
