/**
 * The demo's smaller client companies (PRODUCT.md "Demo data"): enough variety in status, segment,
 * blocking, legal entity and merchant restrictions that the companies list has something to filter.
 * Each has an active owner who can sign in with the demo password.
 */
export interface DemoCompany {
  name: string;
  /** COMPANY_STATUS: 1 under review, 2 accepted, 3 declined. */
  status: 1 | 2 | 3;
  /** COMPANY_SEGMENT_LABEL. */
  segment: 1 | 2 | 3 | 4;
  isBlocked?: boolean;
  /** Index into the legal entities migration 0002 made, in id order. */
  legalEntity: 0 | 1;
  incomeFee?: string;
  conversionFee?: string;
  isGoogleMerchantRestrict?: boolean;
  isTwitterMerchantRestrict?: boolean;
  isWireTopUpEnabled?: boolean;
  cardsTotalAvailableCount?: number;
  /** Days before now the company was created, so sorting by date shows an order. */
  ageDays: number;
  owner: { email: string; firstName: string; lastName: string };
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    name: 'Orchid Growth',
    status: 2,
    segment: 2,
    legalEntity: 0,
    incomeFee: '2.50',
    conversionFee: '1.75',
    cardsTotalAvailableCount: 40,
    ageDays: 120,
    owner: { email: 'owner@orchid-growth.test', firstName: 'Hana', lastName: 'Sato' },
  },
  {
    name: 'Sierra Leads',
    status: 2,
    segment: 4,
    isBlocked: true,
    legalEntity: 0,
    incomeFee: '1.50',
    ageDays: 200,
    owner: { email: 'owner@sierra-leads.test', firstName: 'Marco', lastName: 'Bianchi' },
  },
  {
    name: 'Copperline Ads',
    status: 3,
    segment: 1,
    // Declining a company blocks it (PRODUCT decision, README).
    isBlocked: true,
    legalEntity: 1,
    ageDays: 45,
    owner: { email: 'owner@copperline-ads.test', firstName: 'Ada', lastName: 'Nwosu' },
  },
  {
    name: 'Harbor Traffic',
    status: 1,
    segment: 2,
    legalEntity: 1,
    ageDays: 3,
    owner: { email: 'owner@harbor-traffic.test', firstName: 'Erik', lastName: 'Lund' },
  },
  {
    name: 'Vantage Mobile',
    status: 2,
    segment: 3,
    legalEntity: 1,
    incomeFee: '3.00',
    conversionFee: '2.00',
    isGoogleMerchantRestrict: true,
    cardsTotalAvailableCount: 250,
    ageDays: 75,
    owner: { email: 'owner@vantage-mobile.test', firstName: 'Yara', lastName: 'Haddad' },
  },
  {
    name: 'Tidewater Digital',
    status: 2,
    segment: 1,
    legalEntity: 0,
    isTwitterMerchantRestrict: true,
    isWireTopUpEnabled: true,
    cardsTotalAvailableCount: 20,
    ageDays: 15,
    owner: { email: 'owner@tidewater-digital.test', firstName: 'Noah', lastName: 'Brennan' },
  },
];

/**
 * Northwind's team beyond the demo users of demo-users.ts: a second team with its lead and two buyers, a
 * buyer without a team lead, a paused buyer and one invited who has not set a password yet.
 * `lead` names the team lead by e-mail (a demo user's or one above it in this list).
 */
export interface DemoMember {
  email: string;
  firstName: string;
  lastName: string;
  role: 3 | 4;
  teamName: string | null;
  lead: string | null;
  status?: 1 | 2;
  invited?: boolean;
}

export const NORTHWIND_TEAM: DemoMember[] = [
  {
    email: 'marta.silva@northwind.test',
    firstName: 'Marta',
    lastName: 'Silva',
    role: 3,
    teamName: 'Growth',
    lead: null,
  },
  {
    email: 'owen.price@northwind.test',
    firstName: 'Owen',
    lastName: 'Price',
    role: 4,
    teamName: 'Growth',
    lead: 'marta.silva@northwind.test',
  },
  {
    email: 'lena.vogel@northwind.test',
    firstName: 'Lena',
    lastName: 'Vogel',
    role: 4,
    teamName: 'Growth',
    lead: 'marta.silva@northwind.test',
  },
  { email: 'ravi.mehta@northwind.test', firstName: 'Ravi', lastName: 'Mehta', role: 4, teamName: null, lead: null },
  {
    email: 'clara.jensen@northwind.test',
    firstName: 'Clara',
    lastName: 'Jensen',
    role: 4,
    teamName: 'Performance',
    lead: 'lead@demo.test',
    status: 1,
  },
  {
    email: 'jonas.weber@northwind.test',
    firstName: 'Jonas',
    lastName: 'Weber',
    role: 4,
    teamName: 'Performance',
    lead: 'lead@demo.test',
    invited: true,
  },
];
