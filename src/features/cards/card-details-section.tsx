import { DateTime } from '@/src/components/ui/cells';
import { holderName } from '@/src/components/cards/card-columns';
import { CardMoney } from '@/src/components/cards/card-money';
import { CardStatusPill } from '@/src/components/cards/card-status';
import { Fact } from '@/src/components/ui/fact';
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
        <Fact label="Name">{card.name}</Fact>
        <Fact label="Card number" className={styles.mono}>
          {card.maskedNumber}
        </Fact>
        <Fact label="Holder">{holderName(card.holder)}</Fact>
        {showCompany ? <Fact label="Company">{card.company.name}</Fact> : null}
        <Fact label="BIN set">
          {card.binSet.name} <span className={styles.mono}>({card.binSet.bin})</span>
        </Fact>
        <Fact label="Account">{card.account.name}</Fact>
        <Fact label="Status">
          <CardStatusPill status={card.status} />
        </Fact>
        <Fact label="Currency">{card.currency}</Fact>
        <Fact label="Issued">
          <DateTime value={card.createdAt} />
        </Fact>
        {card.closedAt ? (
          <Fact label="Closed">
            <DateTime value={card.closedAt} />
          </Fact>
        ) : null}
        <Fact label="Spent today">
          <CardMoney value={card.spent.today} currency={card.currency} />
        </Fact>
        <Fact label="Spent this month">
          <CardMoney value={card.spent.month} currency={card.currency} />
        </Fact>
        <Fact label="Spent since issue">
          <CardMoney value={card.spent.lifetime} currency={card.currency} />
        </Fact>
        {card.availableBalance !== null ? (
          <Fact label="Available on the account">
            <CardMoney value={card.availableBalance} currency={card.currency} />
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}
