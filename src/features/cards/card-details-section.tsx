import { DateTime } from '@/src/components/ui/cells';
import { holderName } from '@/src/components/cards/card-columns';
import { CardMoney } from '@/src/components/cards/card-money';
import { CardStatusPill } from '@/src/components/cards/card-status';
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
        <div>
          <dt>Name</dt>
          <dd>{card.name}</dd>
        </div>
        <div>
          <dt>Card number</dt>
          <dd className={styles.mono}>{card.maskedNumber}</dd>
        </div>
        <div>
          <dt>Holder</dt>
          <dd>{holderName(card.holder)}</dd>
        </div>
        {showCompany ? (
          <div>
            <dt>Company</dt>
            <dd>{card.company.name}</dd>
          </div>
        ) : null}
        <div>
          <dt>BIN set</dt>
          <dd>
            {card.binSet.name} <span className={styles.mono}>({card.binSet.bin})</span>
          </dd>
        </div>
        <div>
          <dt>Account</dt>
          <dd>{card.account.name}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <CardStatusPill status={card.status} />
          </dd>
        </div>
        <div>
          <dt>Currency</dt>
          <dd>{card.currency}</dd>
        </div>
        <div>
          <dt>Issued</dt>
          <dd>
            <DateTime value={card.createdAt} />
          </dd>
        </div>
        {card.closedAt ? (
          <div>
            <dt>Closed</dt>
            <dd>
              <DateTime value={card.closedAt} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Spent today</dt>
          <dd>
            <CardMoney value={card.spent.today} currency={card.currency} />
          </dd>
        </div>
        <div>
          <dt>Spent this month</dt>
          <dd>
            <CardMoney value={card.spent.month} currency={card.currency} />
          </dd>
        </div>
        <div>
          <dt>Spent since issue</dt>
          <dd>
            <CardMoney value={card.spent.lifetime} currency={card.currency} />
          </dd>
        </div>
        {card.availableBalance !== null ? (
          <div>
            <dt>Available on the account</dt>
            <dd>
              <CardMoney value={card.availableBalance} currency={card.currency} />
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
