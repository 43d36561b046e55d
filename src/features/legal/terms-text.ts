import type { LegalSection } from './legal-page';

/** Terms of use of the portal. Anchors (`id`) may be linked from e-mails and the app: do not rename them. */
export const termsText: LegalSection[] = [
  {
    id: 'about',
    heading: 'About these terms',
    paragraphs: [
      'These terms govern the use of Cardportal, the web portal through which business clients hold balances, top ' +
        'up funds, move money between their accounts and issue payment cards to their team.',
      '"We" and "us" mean the company that operates Cardportal. "You" means the business that holds the account ' +
        'and every person who signs in to the portal on its behalf. The "owner" is the person who registered the ' +
        'business and manages its team.',
      'If your business has signed a separate service agreement with us, that agreement takes precedence wherever ' +
        'it differs from these terms. By registering or signing in you accept these terms on behalf of your ' +
        'business.',
    ],
  },
  {
    id: 'who-may-use',
    heading: 'Who may use the service',
    paragraphs: [
      'Cardportal is for businesses only. It is not offered to consumers, and cards and balances must not be used ' +
        'for personal or household spending.',
      'A business can open an account only if it has been invited by our staff or referred by one of our ' +
        'partners, and only if it is a legally registered company or sole trader that can show who owns and ' +
        'controls it.',
      'Everyone who signs in must be at least 18 years old and authorised to act for the business. Registration ' +
        'needs a working business e-mail address; some free consumer mail services are not accepted.',
    ],
  },
  {
    id: 'registration',
    heading: 'Registration and approval',
    paragraphs: [
      'You apply by submitting the registration form and confirming your e-mail address. Submitting the form does ' +
        'not open an account: each application is reviewed by our staff, who may ask for documents about the ' +
        'company, its owners and directors, its business activity and the expected volume of payments.',
      'We may approve, approve with conditions or decline an application. Where the law allows, we may decline ' +
        'without giving a reason. Your account becomes usable only after approval, and you will be told by e-mail.',
      'You must give true and complete information and tell us promptly when it changes, in particular a change ' +
        'of owners, directors, registered address or line of business.',
      'Sign-in needs your e-mail address, your password and, where the portal asks for it, a one-time code sent ' +
        'to your e-mail. Keep your password and codes to yourself. Our staff will never ask you for them.',
    ],
  },
  {
    id: 'team',
    heading: "Your team and the owner's responsibility",
    paragraphs: [
      'The owner can invite team members, decide what each of them may see and do, and issue cards to them. Each ' +
        'team member signs in with their own e-mail address; shared log-ins are not allowed.',
      'Everything a team member does in the portal or with a card issued to them is treated as done by your ' +
        'business. The owner is responsible for making sure team members know and follow these terms.',
      'When someone leaves your business or should no longer spend, remove their access and freeze or close their ' +
        'cards straight away. We are not responsible for payments made before you did so.',
    ],
  },
  {
    id: 'balances',
    heading: 'Balances and accounts',
    paragraphs: [
      'Your business can hold balances in EUR, USD, USDT and USDC. Incoming funds arrive on your transit account. ' +
        'To spend with cards you transfer funds from the transit account to a BIN account, which is the account ' +
        'behind a range of your cards; card payments are taken from that BIN account.',
      'Balances are held so that you can pay with your cards and the fees under your tariff. They do not earn ' +
        'interest and are not bank deposits, so they are not covered by a deposit guarantee scheme.',
      'Balances in the portal are updated as transactions are confirmed. If you see an amount you do not ' +
        'recognise, tell us within 30 days. If we credit your balance by mistake, we may correct it, and you must ' +
        'not spend an amount you know was credited in error.',
    ],
  },
  {
    id: 'top-ups',
    heading: 'Top-ups',
    paragraphs: [
      'You can top up with stablecoins or by bank transfer. Before sending, apply for the top-up in the portal ' +
        'and follow the instructions it shows for that top-up.',
      'Stablecoins: we accept USDT on the TRC-20 (Tron) and ERC-20 (Ethereum) networks and USDC. Send only the ' +
        'coin and network shown next to the deposit address. Funds sent on another network, in another coin or to ' +
        'an old address may be lost for good and we may not be able to recover them. Network fees are paid by the ' +
        'sender.',
      'Bank transfers: we accept SWIFT and SEPA payments. The payment must come from an account held in the name ' +
        'of your business and carry the reference shown in the portal. Payments from third parties or without a ' +
        'reference may be returned, less any bank charges.',
      'A top-up is credited once the funds have reached us and passed our checks, not when you send them. Crypto ' +
        'top-ups need the number of network confirmations we require; bank transfers take the time the banks on the ' +
        'way take. We may ask where the funds came from before crediting them.',
    ],
  },
  {
    id: 'fees',
    heading: 'Fees and the tariff scale',
    paragraphs: [
      'Your business is assigned a tariff, and the fees in it are shown in the portal. The tariff scale can ' +
        'include: a service fee on each transfer from the transit account to a BIN account; a conversion fee when ' +
        'funds are converted between currencies; a fee for each card issued; a monthly maintenance fee for each ' +
        'card that is not closed; and a decline fee for each card payment that is declined, for example because the ' +
        'BIN account does not hold enough funds.',
      'Fees are deducted from your balance when they fall due. If the balance is not enough, the shortfall is ' +
        'taken from the next top-up, and we may freeze cards until it is paid.',
      'Where your cards have an unusually high share of declined payments, we may raise the decline fee or limit ' +
        'the number of cards you can issue, after telling you.',
      'We will tell you at least 30 days before any tariff change that increases your fees. Reductions may take ' +
        'effect at once. Fees charged by banks, blockchain networks or merchants are outside our tariff.',
    ],
  },
  {
    id: 'cards',
    heading: 'Cards',
    paragraphs: [
      'Cards are issued by our card issuing partner under its licence and the rules of the card scheme. By using ' +
        "a card you also accept the issuer's cardholder terms, which we will make available to you.",
      'A card is issued to a named team member, on a BIN account of your choice, for your business purposes only. ' +
        'You may set spending limits on each card within the limits that apply to the BIN and to your tariff. We ' +
        'and the issuer may set lower limits for security or legal reasons.',
      'You can freeze a card at any time, and unfreeze it unless we or the issuer blocked it. Freeze a card at ' +
        'once if it or its details may be lost, stolen or used by someone else, and tell us. You can close a card ' +
        'at any time; a closed card cannot be reopened, and payments already authorised may still be settled after ' +
        'closing.',
      'Full card numbers and security codes are shown only when you ask for them and come directly from the ' +
        'issuer. Never send them by e-mail or chat, including to us.',
      'To dispute a card payment, tell us within 60 days of the payment date with the details we ask for. We pass ' +
        'disputes to the issuer; the outcome depends on the card scheme rules and the merchant.',
    ],
  },
  {
    id: 'prohibited-use',
    heading: 'Prohibited use and merchant restrictions',
    paragraphs: [
      'You must not use the portal or the cards for anything illegal, including fraud, money laundering, ' +
        'financing of terrorism, tax evasion or dealings with sanctioned persons or countries, or to receive funds ' +
        'from or for anyone other than your business.',
      'You must not resell, lend or hand over cards or card details to people outside your business, use cards to ' +
        'test card details or merchants, split payments to get around limits, or try to access data or functions ' +
        'you have not been given rights to.',
      'The issuer blocks some kinds of merchants, and the list can change without notice. Blocked categories ' +
        'usually include gambling, adult content, weapons, money transfer and cryptocurrency exchange services. A ' +
        'payment at a blocked merchant is declined and may incur a decline fee.',
      "Do not try to get around the portal's security or rate limits, scrape it or overload it, or sign in to " +
        'accounts that are not yours.',
    ],
  },
  {
    id: 'suspension',
    heading: 'Suspension and blocking',
    paragraphs: [
      'We may freeze cards, suspend a team member or block your whole company if we reasonably suspect fraud, ' +
        'misuse or a breach of these terms, if the law, a court, a regulator or the issuer requires it, if your ' +
        'cards have an excessive rate of declines or disputes, if fees remain unpaid, or if the information you ' +
        'gave us turns out to be wrong.',
      'We will tell you why, unless the law forbids it or it would weaken our security measures. While your ' +
        'company is blocked its users cannot sign in, and cards cannot be used.',
      'We lift a block once the reason for it has gone. If it cannot be resolved we may end our relationship with ' +
        'you as described below.',
    ],
  },
  {
    id: 'closing',
    heading: 'Closing your account',
    paragraphs: [
      "You may close your account at any time by contacting us. We may close it with 30 days' notice, or at once " +
        'if we have a serious reason such as fraud, a legal requirement or a serious breach of these terms.',
      'When the account closes, all cards are closed. After payments already authorised have settled and fees due ' +
        'have been deducted, we pay out the remaining balance to an account or address in the name of your ' +
        'business, subject to the checks the law requires.',
    ],
  },
  {
    id: 'liability',
    heading: 'Liability',
    paragraphs: [
      'We run the portal with reasonable care and skill but cannot promise it will always be available or free of ' +
        'errors. We may interrupt it for maintenance and will try to announce planned interruptions in advance. ' +
        'When you are offline the portal may show a saved copy of recent data, which may be out of date; nothing ' +
        'can be paid or transferred offline.',
      'We are not liable for losses caused by funds sent to a wrong address, network or reference; by a password, ' +
        "code or card details you or your team disclosed; by a merchant's goods or services; by delays of banks, " +
        'blockchain networks or the card issuer; or by events outside our reasonable control. We are not liable for ' +
        'indirect losses or loss of profit.',
      'Your business is liable for the acts of its team members and for losses we suffer because you broke these ' +
        'terms.',
      'Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or ' +
        'gross negligence.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    paragraphs: [
      'We may change these terms, for example when we add features, change partners or the law changes. We will ' +
        'tell you about important changes by e-mail or in the portal at least 30 days before they take effect, ' +
        'unless the law requires a change sooner.',
      'The date at the top of this page shows when the terms last changed. If you do not accept a change, you may ' +
        'close your account before it takes effect; if you keep using the portal after that date, the new terms ' +
        'apply.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact',
    paragraphs: [
      'Questions about these terms, disputes and requests to close your account go to your account manager or to ' +
        'the support address in the e-mails the portal sends you. Write from the e-mail address registered on your ' +
        'account, so that we can find it quickly.',
      'Never include passwords, sign-in codes, full card numbers or security codes in a message to anyone, ' +
        'including us.',
    ],
  },
];
