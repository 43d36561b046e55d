import type { LegalSection } from './legal-page';

/** Cookie and local storage notice. Anchors (`id`) may be linked from e-mails and the app: do not rename them. */
export const cookieText: LegalSection[] = [
  {
    id: 'summary',
    heading: 'In short',
    paragraphs: [
      'Cardportal uses no advertising cookies and no third-party tracking. It does not show ads and does not ' +
        'follow you to other websites.',
      'To work, the portal keeps a few items in your browser: in local storage, in the browser database called ' +
        'IndexedDB, and in the service worker cache. The same rules apply to them as to cookies, so this notice ' +
        'explains each of them, why it is needed and how to remove it.',
      'Everything listed here is needed for the portal to work or to remember choices you made in it, so we do ' +
        'not ask for separate consent; page analytics, which the portal could do without, can be switched off in ' +
        'its section below. None of it is shared with advertisers.',
    ],
  },
  {
    id: 'local-storage',
    heading: 'Local storage',
    paragraphs: [
      'Sign-in token: stored under the key "token". It holds the access and refresh tokens that keep you signed ' +
        'in between visits and across tabs. It is removed when you sign out, when your session ends, or if it is ' +
        'damaged.',
      'Table page sizes: for each table, such as transactions or cards, the number of rows per page you chose. ' +
        'Removed when you sign out.',
      'Chosen periods: the date range you last picked on dashboards and reports, so you do not have to pick it ' +
        'again on every visit.',
      'Viewed slides: which news and showcase slides you have already seen, so the same ones are not shown to you ' +
        'again.',
      'Fingerprint hash: a one-way hash of browser and device properties, worked out when you register and used ' +
        'against fraud, as described in the privacy notice. It cannot be turned back into those properties.',
      'Account data such as your rights in the portal and the last balance shown are also kept here while you are ' +
        'signed in, and removed when you sign out.',
    ],
  },
  {
    id: 'indexeddb',
    heading: 'Offline copy in IndexedDB',
    paragraphs: [
      'So that you can still see recent data with a weak or no connection, the portal keeps a copy of what it ' +
        "last loaded, such as recent balances and notifications, in your browser's IndexedDB database. The copy is " +
        'kept for up to 7 days and is refreshed whenever you are online.',
      'Full card numbers, security codes and sign-in codes are never put into this copy. They stay in memory only ' +
        'while they are on screen.',
      'The copy is deleted when you sign out, and it is discarded when another user signs in on the same browser ' +
        'or a new version of the portal is installed.',
    ],
  },
  {
    id: 'service-worker',
    heading: 'Service worker cache',
    paragraphs: [
      "The portal can be installed as an app and opened offline. For that, a service worker stores the portal's " +
        'own files in the browser cache: its code, styles, icons and fonts. It does not store your personal data or ' +
        'your transactions there.',
      'When a new version of the portal is published, the portal offers to reload, and the cached files are replaced.',
    ],
  },
  {
    id: 'analytics',
    heading: 'Page analytics',
    paragraphs: [
      'Each time you open a page, the portal records a page hit: the page address, its title and the time. We use ' +
        'these hits to see which pages are used and where to improve the portal.',
      'Page hits do not use cookies or advertising identifiers, and page addresses never contain card numbers, ' +
        'codes or passwords. They are sent to the portal itself, never to a third party, with a random browser id ' +
        'kept in local storage under "analytics-client-id"; once you sign in, that id is linked to your account. ' +
        'Hits waiting for a connection are kept in IndexedDB. Hits are deleted after 13 months.',
      'You can switch page analytics off for this browser below: from then on it sends no hits or events at all, ' +
        'and anything still waiting is discarded.',
    ],
  },
  {
    id: 'third-parties',
    heading: 'Other websites',
    paragraphs: [
      'If you link Telegram or follow a link from the portal to another website, that website may set its own ' +
        'cookies under its own rules. Those are outside our control; please read its notices.',
    ],
  },
  {
    id: 'clearing',
    heading: 'How to clear this data',
    paragraphs: [
      'Sign out: this removes the sign-in token, your table settings, the account data and the offline copy from ' +
        'this browser. Always sign out on a shared or public device.',
      'Clear everything for the portal: in most desktop browsers, click the icon to the left of the address bar, ' +
        'open site settings and choose to clear or delete data. In Chrome and Edge this removes cookies, local ' +
        'storage, IndexedDB and the service worker cache together. In Firefox, go to Settings, Privacy & Security, ' +
        'Cookies and Site Data, Manage Data. In Safari on a Mac, go to Settings, Privacy, Manage Website Data.',
      'On a phone: in Chrome for Android, open the page, tap the icon next to the address, then Cookies and site ' +
        'data or Site settings, and clear them. On iPhone and iPad, go to Settings, Safari, Advanced, Website Data. ' +
        'If you installed the portal as an app, removing the app also removes its data.',
      'After clearing, you will need to sign in again and your table sizes, periods and viewed slides return to ' +
        'their defaults. The portal keeps working normally.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes and contact',
    paragraphs: [
      'If we start keeping something new in your browser, we will update this notice and the date at the top. ' +
        'Questions go to your account manager or to the support address in the e-mails the portal sends you.',
    ],
  },
];
