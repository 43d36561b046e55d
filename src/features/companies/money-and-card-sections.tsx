import type { RoleId } from '@/src/contracts/access';
import type { CompanyFull } from '@/src/contracts/companies';
import { Link } from '@tanstack/react-router';
import { ScopedCards } from '@/src/components/cards/scoped-cards';
import { BinSetsSection } from './bin-sets/bin-sets-section';
import { BalancesSection } from './money/balances-section';
import { TariffsSection } from './money/tariffs-section';
import { PageSection } from '@/src/components/ui/page-section';
import blocks from '@/src/components/ui/page-blocks.module.css';

/**
 * The money and card parts of the company page: balances and top-ups, BIN sets, BIN accounts and tariffs
 * (./money), and the company's cards, each linking to its page.
 */
export function MoneyAndCardSections({ company, role }: { company: CompanyFull; role: RoleId }) {
  return (
    <>
      <BalancesSection company={company} role={role} />
      <BinSetsSection companyId={company.id} companyName={company.name} role={role} />
      <TariffsSection companyId={company.id} role={role} />
      <PageSection title="Cards">
        <ScopedCards
          scope={{ kind: 'company', companyId: company.id }}
          caption={`Cards of ${company.name}`}
          tableId="company-cards"
          link={(card) => (
            <Link
              to="/admin/clients/$id/card/$cardId"
              params={{ id: company.id, cardId: card.id }}
              className={blocks.link}
            >
              {card.name}
            </Link>
          )}
          emptyMessage="The company has issued no cards yet."
        />
      </PageSection>
    </>
  );
}
