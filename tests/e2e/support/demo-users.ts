import { DEMO_PASSWORD, DEMO_USERS } from '@/server/seed/demo-users';

export { DEMO_PASSWORD };

export type Role = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface DemoUser {
  role: Role;
  email: string;
  /** As the user menu shows it. */
  name: string;
  /** Where sign-in without a redirect lands (spec 2.5), and the header title there. */
  landing: { path: string; title: string };
  /** The sidebar the role sees (spec 2.2, 2.3 and the table of section 6), in order: [path, label]. */
  sidebar: [string, string][];
}

// Written out from the spec rather than derived from src/contracts/access.ts, so a wrong table in the app fails here.
const CLIENT_LANDING = { path: '/dashboard', title: 'Dashboard' };
const ADMIN_LANDING = { path: '/admin/clients', title: 'Companies' };
const ANALYTICS_LANDING = { path: '/admin/analytics', title: 'Analytics' };

// Each sidebar entry as the spec names it, [path, label]: written once, listed per role below.
const METRICS: [string, string] = ['/admin/dashboard', 'Business metrics'];
const DECLINE_RATE: [string, string] = ['/admin/decline-rate', 'Decline rate'];
const COMPANIES: [string, string] = ['/admin/clients', 'Companies'];
const TRANSFER_FUNDS: [string, string] = ['/admin/transfer-funds', 'Transfer funds'];
const CONFIRMATION: [string, string] = ['/admin/registration-confirmation', 'Confirmation of registration'];
const ANALYTICS: [string, string] = ['/admin/analytics', 'Analytics'];
const STAFF_NEWS: [string, string] = ['/admin/news', 'News'];
const GROUPS: [string, string] = ['/admin/groups', 'Groups'];
const PARTNERS: [string, string] = ['/admin/partners', 'Partners & banners'];
const SETTINGS: [string, string] = ['/admin/settings', 'Settings'];
const DASHBOARD: [string, string] = ['/dashboard', 'Dashboard'];
const BANK: [string, string] = ['/bank', 'Bank'];
const WALLET: [string, string] = ['/wallet', 'My wallet'];
const TEAM: [string, string] = ['/team', 'Team'];
const REQUESTS: [string, string] = ['/requests', 'Requests'];
const CLIENT_NEWS: [string, string] = ['/news', 'News'];

const EXPECTED: Record<Role, Omit<DemoUser, 'role' | 'email' | 'name'>> = {
  1: {
    landing: ADMIN_LANDING,
    sidebar: [
      METRICS,
      DECLINE_RATE,
      COMPANIES,
      TRANSFER_FUNDS,
      CONFIRMATION,
      ANALYTICS,
      STAFF_NEWS,
      GROUPS,
      PARTNERS,
      SETTINGS,
    ],
  },
  5: {
    landing: ADMIN_LANDING,
    sidebar: [DECLINE_RATE, COMPANIES, TRANSFER_FUNDS, CONFIRMATION, ANALYTICS, GROUPS, SETTINGS],
  },
  6: {
    landing: ADMIN_LANDING,
    sidebar: [METRICS, DECLINE_RATE, COMPANIES, TRANSFER_FUNDS, CONFIRMATION, ANALYTICS, GROUPS, SETTINGS],
  },
  7: { landing: ANALYTICS_LANDING, sidebar: [ANALYTICS, STAFF_NEWS, PARTNERS] },
  8: { landing: ADMIN_LANDING, sidebar: [COMPANIES] },
  2: { landing: CLIENT_LANDING, sidebar: [DASHBOARD, BANK, WALLET, TEAM, REQUESTS, CLIENT_NEWS] },
  // Spec 2.2: team is for roles 2 and 3. Issue 24: every client follows their requests (deciders decide there).
  3: { landing: CLIENT_LANDING, sidebar: [DASHBOARD, WALLET, TEAM, REQUESTS, CLIENT_NEWS] },
  4: { landing: CLIENT_LANDING, sidebar: [DASHBOARD, WALLET, REQUESTS, CLIENT_NEWS] },
};

export const demoUsers: DemoUser[] = DEMO_USERS.map((user) => ({
  role: user.role as Role,
  email: user.email,
  name: `${user.firstName} ${user.lastName}`,
  ...EXPECTED[user.role as Role],
}));

export function demoUser(role: Role): DemoUser {
  const user = demoUsers.find((u) => u.role === role);
  if (!user) throw new Error(`No demo user with role ${role}`);
  return user;
}
