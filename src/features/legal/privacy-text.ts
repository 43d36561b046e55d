import type { LegalSection } from './legal-page';

/** Privacy notice. Anchors (`id`) may be linked from e-mails and the app: do not rename them. */
export const privacyText: LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    paragraphs: [
      'This notice explains how the company that operates Cardportal ("we") handles personal data about the ' +
        'people who use the portal: business owners, their team members and cardholders, and people who apply to ' +
        'register.',
      'We decide why and how this data is processed, so we are its controller. The card issuing partner that ' +
        'issues your cards is a separate controller for the card data it holds under its own privacy notice.',
    ],
  },
  {
    id: 'data-we-process',
    heading: 'Data we process',
    paragraphs: [
      'Account details: your e-mail address, first and last name, the company you work for and your role and ' +
        'rights in its team. If you link Telegram, your Telegram handle and chat identifier.',
      'Registration details: what you enter in the registration form, the documents we ask for when reviewing ' +
        'your company, and a device fingerprint taken when you register (see below).',
      'Sign-in records: when you signed in or out, the IP address and the browser and device type used, whether ' +
        'the attempt succeeded, and the one-time codes we sent you (kept only until they are used or expire).',
      'Transaction data: top-ups, transfers between transit and BIN accounts, conversions, fees, cards issued to ' +
        'you, their limits and status, and card payments with merchant name, amount, currency, date, status and the ' +
        'reason for any decline. For identifying cards we keep only a masked number showing the last four digits.',
      'Messages: what you write to us and our replies, and your notification settings, including the addresses ' +
        'your browser gives us for push notifications.',
    ],
  },
  {
    id: 'fingerprint',
    heading: 'Device fingerprint',
    paragraphs: [
      'When you register, the portal works out a fingerprint from properties of your browser and device, such as ' +
        'browser version, screen size, language and time zone, and sends us a one-way hash of it. The hash cannot ' +
        'be turned back into those properties.',
      'We use it only to prevent fraud: to recognise when the same device is used to submit many registrations or ' +
        'to register a business we have already declined. It is not used for advertising and does not follow you to ' +
        'other websites.',
    ],
  },
  {
    id: 'card-numbers',
    heading: 'Card numbers and security codes',
    paragraphs: [
      'Full card numbers and CVV codes are held only by the card issuer. The portal never stores them: not in our ' +
        'database, not in our logs, and not in the data your browser keeps for offline use.',
      "When you choose to reveal a card's details, the portal fetches them from the issuer for that moment and " +
        'shows them in your browser only while they are on screen.',
    ],
  },
  {
    id: 'purposes',
    heading: 'Why we use your data and on what legal basis',
    paragraphs: [
      'To provide the service under our contract with your business: opening and running the account, signing you ' +
        'in, crediting top-ups, making transfers and conversions, issuing and managing cards, charging fees and ' +
        'answering your requests.',
      'To meet legal obligations: checking who owns and runs your business, screening against sanctions lists, ' +
        'monitoring for money laundering and fraud, keeping records for the periods the law sets and answering ' +
        'lawful requests from authorities.',
      'For our legitimate interests: keeping the portal and your funds secure, preventing fraud with the device ' +
        'fingerprint and sign-in records, and counting page views to see which parts of the portal are used and ' +
        'what to improve. We weigh these interests against your rights and do not use your data for advertising.',
      'With your consent: linking Telegram and receiving push notifications. You can withdraw consent at any time ' +
        'by unlinking Telegram or switching notifications off in your settings or browser.',
    ],
  },
  {
    id: 'sources',
    heading: 'Where the data comes from',
    paragraphs: [
      'Most data comes from you or from the owner of your business account, who gives us the names and e-mail ' +
        'addresses of the team members they invite. Card payment data comes from the card issuer, and top-up data ' +
        'from banks and blockchain networks.',
      'If the law requires it, we also check public registers and sanctions lists.',
    ],
  },
  {
    id: 'processors',
    heading: 'Who we share data with',
    paragraphs: [
      'E-mail delivery: a provider that sends our e-mails, such as sign-in codes, invitations and notifications, ' +
        'receives your e-mail address and the content of those messages.',
      'Telegram: if you link Telegram, the messages we send you pass through Telegram, which handles them under ' +
        'its own privacy policy.',
      "Push services: if you allow notifications, messages go through the push service of your browser's maker " +
        '(for example Google, Mozilla, Apple or Microsoft). It receives an address for your device and the ' +
        'encrypted message; it cannot read the content.',
      "Card issuing partner: to issue and run cards, the issuer receives the cardholder's name, your company " +
        "details and the instructions you give about the card, and it sends us the card's payments.",
      'We also use hosting providers to run the portal, our professional advisers where needed, and we disclose ' +
        'data to authorities or courts when the law requires us to. We do not sell personal data.',
      'Some of these recipients may process data outside the European Economic Area. When they do, we use ' +
        'safeguards the law recognises, such as standard contractual clauses.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep data',
    paragraphs: [
      'Account, registration and transaction data: for as long as your business has an account and then for 5 ' +
        'years after it closes, the period anti-money laundering law requires, or longer where another law or an ' +
        'open dispute requires it.',
      'Applications that are declined or never completed: 12 months from the last activity, so that we can ' +
        'recognise repeated attempts.',
      'Sign-in records and IP addresses: 12 months. One-time codes: until used or expired.',
      'Messages with us: 2 years after the matter is closed, unless they form part of transaction records.',
      'Data kept in your browser is described in the cookie notice; most of it is removed when you sign out.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    paragraphs: [
      'You may ask us for a copy of your personal data, to correct it, to delete it, to restrict how we use it, ' +
        'and to receive the data you gave us in a machine-readable form. You may object to processing based on our ' +
        'legitimate interests and withdraw consent at any time.',
      'Some rights are limited by law. For example, we cannot delete transaction records we must keep against ' +
        'money laundering. If we cannot do what you ask, we will explain why.',
      'We answer within one month and may ask you to confirm your identity first. Requests are free of charge ' +
        'unless they are clearly unfounded or excessive.',
      'You may also complain to the data protection authority where you live or work. We would appreciate the ' +
        'chance to resolve your concern first.',
    ],
  },
  {
    id: 'security',
    heading: 'Security',
    paragraphs: [
      'Traffic to the portal is encrypted. Passwords are stored only as salted hashes that cannot be reversed, ' +
        'sign-in can require a one-time code sent to your e-mail, and sign-in sessions expire and end when you sign ' +
        'out.',
      'Each member of our staff can see only what their role needs. No measure is perfect, so please use a strong ' +
        'password that you do not use anywhere else and sign out on shared devices.',
      'There are no decisions with legal effects about you made solely by automated means. Fraud checks may flag ' +
        'an application or a payment, but a person reviews it before an account is declined or blocked.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this notice',
    paragraphs: [
      'We update this notice when we change how we handle data. The date at the top shows the latest version, and ' +
        'we will tell you about important changes by e-mail or in the portal.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact',
    paragraphs: [
      'For questions about your data or to use your rights, write to your account manager or to the support ' +
        'address in the e-mails the portal sends you, and mention "privacy" in the subject. Write from the e-mail ' +
        'address registered on your account so that we can find your data.',
    ],
  },
];
