import { ADMIN_NOTIFICATION_ROUTE, NOTIFICATION_STATUS } from '@/src/contracts/notification-types';
import type { Db } from '@/server/db/client';
import { notifications } from '@/server/db/schema/index';

const HOUR = 3_600_000;

type Seeded = {
  type: string;
  title: string;
  description: string;
  link: string | null;
  routeName?: string;
  hoursAgo: number;
  viewed?: boolean;
};

/** What the owner of Northwind Media finds in the bell: more than one page (15) of unread, a few already read. */
function ownerItems(): Seeded[] {
  const items: Seeded[] = [
    {
      type: 'message',
      title: 'Welcome to Cardportal',
      description:
        '<p>Your company is set up. Top up a transit account, move money to a BIN account and issue your first ' +
        'cards.</p><p>Questions? Write to <a href="mailto:support@cardportal.local">support</a>.</p>',
      link: '/dashboard',
      hoursAgo: 24 * 60,
      viewed: true,
    },
    {
      type: 'top_up_credited',
      title: 'Top-up credited',
      description: '<p><b>25,000.00 USD</b> has been credited to USD transit.</p>',
      link: '/bank',
      hoursAgo: 24 * 30,
      viewed: true,
    },
    {
      type: 'new_sign_in',
      title: 'New sign-in',
      description:
        '<p>Your account was signed in to from 198.51.100.23 (Firefox on Linux).</p><p>If this was not you, ' +
        'change your password at once.</p>',
      link: null,
      hoursAgo: 24 * 9,
      viewed: true,
    },
    {
      type: 'withdrawal_processed',
      title: 'Withdrawal completed',
      description: '<p>The withdrawal of <b>1,200.00 EUR</b> from EUR transit has been completed.</p>',
      link: '/bank',
      hoursAgo: 24 * 7,
      viewed: true,
    },
  ];
  for (let day = 18; day >= 1; day--) {
    const kind = day % 3;
    items.push(
      kind === 0
        ? {
            type: 'transfer_done',
            title: 'Transfer done',
            description: `<p><b>${(day * 150).toFixed(2)} USD</b> moved from USD transit to the BIN account.</p>`,
            link: '/bank',
            hoursAgo: day * 20,
          }
        : kind === 1
          ? {
              type: 'card_declined',
              title: 'Card payment declined',
              description:
                `<p>A payment of <b>${(day * 7.5).toFixed(2)} USD</b> at Meta Ads was declined: insufficient funds ` +
                `on the BIN account.</p>`,
              link: '/dashboard',
              hoursAgo: day * 20,
            }
          : {
              type: 'top_up_credited',
              title: 'Top-up credited',
              description: `<p><b>${(day * 1000).toFixed(2)} USDT</b> has been credited to USDT transit.</p>`,
              link: '/bank',
              hoursAgo: day * 20,
            },
    );
  }
  items.push({
    type: 'low_balance',
    title: 'Low balance',
    description: '<p>The available balance of EUR transit is <b>84.10 EUR</b>, below your threshold of 100.00 EUR.</p>',
    link: '/bank',
    hoursAgo: 2,
  });
  items.push({
    type: 'news_published',
    title: 'New: virtual cards in EUR',
    description: '<p>EUR BIN sets are available. Read the <a href="/news">news</a> for the details.</p>',
    link: '/news',
    hoursAgo: 1,
  });
  return items;
}

const teamItems: Seeded[] = [
  {
    type: 'card_issued',
    title: 'Card issued',
    description: '<p>Your card ending 4417 is ready to use.</p>',
    link: '/dashboard',
    hoursAgo: 30,
  },
  {
    type: 'card_declined',
    title: 'Card payment declined',
    description: '<p>A payment of <b>19.99 USD</b> at Google Ads was declined: the card limit is reached.</p>',
    link: '/dashboard',
    hoursAgo: 5,
  },
  {
    type: 'message',
    title: 'Scheduled maintenance',
    description: '<p>The portal will be unavailable on Sunday from 02:00 to 02:30 UTC.</p>',
    link: null,
    hoursAgo: 3,
  },
];

const staffItems: Seeded[] = [
  {
    type: 'message',
    title: 'New registration request',
    description: '<p>founder@brightleaf.test asks to register a company.</p>',
    link: `/${ADMIN_NOTIFICATION_ROUTE.registrations}`,
    routeName: ADMIN_NOTIFICATION_ROUTE.registrations,
    hoursAgo: 48,
  },
  {
    type: 'message',
    title: 'New registration request',
    description: '<p>ops@kestrel-media.test asks to register a company.</p>',
    link: `/${ADMIN_NOTIFICATION_ROUTE.registrations}`,
    routeName: ADMIN_NOTIFICATION_ROUTE.registrations,
    hoursAgo: 24,
  },
  {
    type: 'message',
    title: 'New registration request',
    description: '<p>hello@lumen-arbitrage.test asks to register a company.</p>',
    link: `/${ADMIN_NOTIFICATION_ROUTE.registrations}`,
    routeName: ADMIN_NOTIFICATION_ROUTE.registrations,
    hoursAgo: 3,
  },
];

/**
 * Demo notifications written as rows (no deliveries are queued: nobody should get demo e-mails), so
 * the bell, the notification pages and the admin route notifications show something on first start.
 */
export async function seedNotifications(tx: Db, userIds: Map<number, number>, now: Date) {
  const plan: [number, Seeded[]][] = [
    [2, ownerItems()],
    [3, teamItems],
    [4, teamItems.slice(0, 2)],
    [1, staffItems],
    [5, staffItems],
    [6, staffItems],
  ];
  const rows = plan.flatMap(([role, items]) => {
    const userId = userIds.get(role);
    if (userId === undefined) return [];
    return items.map((item) => {
      const createdAt = new Date(now.getTime() - item.hoursAgo * HOUR);
      return {
        userId,
        type: item.type,
        title: item.title,
        description: item.description,
        link: item.link,
        routeName: item.routeName ?? null,
        status: item.viewed ? NOTIFICATION_STATUS.viewed : NOTIFICATION_STATUS.new,
        createdAt,
        viewedAt: item.viewed ? new Date(createdAt.getTime() + HOUR) : null,
      };
    });
  });
  // Oldest first, so ids follow time as they do for real notifications.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (rows.length) await tx.insert(notifications).values(rows);
}
