import { DateTime } from '@/src/components/ui/cells';
import { holderName } from '@/src/components/cards/card-columns';
import { CardMoney } from '@/src/components/cards/card-money';
import { CardStatusPill } from '@/src/components/cards/card-status';
import { Term } from '@/src/components/terms/term';
import type { CardDetail } from '@/src/contracts/cards';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './cards.module.css';

/** What the card is: its name, masked number, holder, BIN set, account, status and spend. */
export function CardDetailsSection({ card, showCompany }: { card: CardDetail; showCompany: boolean }) {
  return (
    <section className={blocks.card} aria-labelledby="card-details-heading">
      <h3 className={blocks.sectionHeading} id="card-details-heading">
        Details
      </h3>
      <dl className={`${styles.facts} ${blocks.terms}`}>
        <Term label="Name">{card.name}</Term>
        <Term label="Card number" className={styles.mono}>
          {card.maskedNumber}
        </Term>
        <Term label="Holder">{holderName(card.holder)}</Term>
        {showCompany ? <Term label="Company">{card.company.name}</Term> : null}
        <Term label="BIN set">
          {card.binSet.name} <span className={styles.mono}>({card.binSet.bin})</span>
        </Term>
        <Term label="Account">{card.account.name}</Term>
        <Term label="Status">
          <CardStatusPill status={card.status} />
        </Term>
        <Term label="Currency">{card.currency}</Term>
        <Term label="Issued">
          <DateTime value={card.createdAt} />
        </Term>
        {card.closedAt ? (
          <Term label="Closed">
            <DateTime value={card.closedAt} />
          </Term>
        ) : null}
        <Term label="Spent today">
          <CardMoney value={card.spent.today} currency={card.currency} />
        </Term>
        <Term label="Spent this month">
          <CardMoney value={card.spent.month} currency={card.currency} />
        </Term>
        <Term label="Spent since issue">
          <CardMoney value={card.spent.lifetime} currency={card.currency} />
        </Term>
        {card.availableBalance !== null ? (
          <Term label="Available on the account">
            <CardMoney value={card.availableBalance} currency={card.currency} />
          </Term>
        ) : null}
      </dl>
    </section>
  );
}
