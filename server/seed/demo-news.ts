import type { Db } from '@/server/db/client';
import { news } from '@/server/db/schema/index';
import { sanitizeHtml } from '@/server/lib/sanitize-html';

const DAY = 86_400_000;

/** Demo articles for /news: published ones a few days apart, and one draft staff are still writing. */
const ARTICLES: { title: string; summary: string; body: string; daysAgo: number | null }[] = [
  {
    title: 'Web push notifications are here',
    summary: 'Turn on push in your profile settings and hear about top-ups and declines the moment they happen.',
    body:
      '<p>The portal can now notify you through your browser, even when the tab is closed.</p><ul><li>Open ' +
      '<b>Settings</b> and choose <b>Turn on push</b>.</li><li>Pick which events reach you by e-mail, Telegram or ' +
      'in the app.</li></ul><p>On iPhone, add the portal to your Home Screen first.</p>',
    daysAgo: 2,
  },
  {
    title: 'Lower fees for transfers to BIN accounts',
    summary: 'The standard tariff scale now starts at 1.5% for transfers above 10,000.',
    body:
      '<p>From this month the standard tariff scale charges <strong>1.5%</strong> on transfers to BIN accounts ' +
      'above 10,000 in any currency.</p><p>Companies with their own scale keep it; ask your manager if you would ' +
      'like to switch.</p>',
    daysAgo: 9,
  },
  {
    title: 'USDC top-ups on Ethereum',
    summary: 'You can now top up in USDC as well as USDT on TRC and ERC.',
    body:
      '<p>The top-up page shows a USDC address next to the USDT ones. Send only USDC on Ethereum to ' +
      'it.</p><p>Top-ups are credited after the network confirms them, usually within 15 minutes.</p>',
    daysAgo: 21,
  },
  {
    title: 'Planned maintenance on Sunday night',
    summary: 'Card authorizations keep working; the portal may be unavailable for up to 20 minutes.',
    body:
      '<p>We will upgrade our servers on Sunday between 02:00 and 02:20 UTC. Cards keep working; the portal and its ' +
      'API may not answer for a few minutes.</p>',
    daysAgo: null,
  },
];

export async function seedNews(tx: Db, authorId: number, now: Date) {
  await tx.insert(news).values(
    ARTICLES.map((article) => {
      const at = new Date(now.getTime() - (article.daysAgo ?? 0) * DAY);
      return {
        title: article.title,
        summary: article.summary,
        body: sanitizeHtml(article.body),
        isPublished: article.daysAgo !== null,
        publishedAt: article.daysAgo === null ? null : at,
        authorId,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
