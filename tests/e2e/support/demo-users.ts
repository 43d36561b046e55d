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

const EXPECTED: Record<Role, Omit<DemoUser, 'role' | 'email' | 'name'>> = {
  1: {
    landing: ADMIN_LANDING,
    sidebar: [
      ['/admin/dashboard', 'Business metrics'],
      ['/admin/decline-rate', 'Decline rate'],
      ['/admin/clients', 'Companies'],
      ['/admin/transfer-funds', 'Transfer funds'],
      ['/admin/registration-confirmation', 'Confirmation of registration'],
      ['/admin/analytics', 'Analytics'],
      ['/admin/news', 'News'],
      ['/admin/groups', 'Groups'],
      ['/admin/partners', 'Partners & banners'],
      ['/admin/settings', 'Settings'],
    ],
  },
  5: {
    landing: ADMIN_LANDING,
    sidebar: [
      ['/admin/decline-rate', 'Decline rate'],
      ['/admin/clients', 'Companies'],
      ['/admin/transfer-funds', 'Transfer funds'],
      ['/admin/registration-confirmation', 'Confirmation of registration'],
      ['/admin/analytics', 'Analytics'],
      ['/admin/groups', 'Groups'],
      ['/admin/settings', 'Settings'],
    ],
  },
  6: {
    landing: ADMIN_LANDING,
    sidebar: [
      ['/admin/dashboard', 'Business metrics'],
      ['/admin/decline-rate', 'Decline rate'],
      ['/admin/clients', 'Companies'],
      ['/admin/transfer-funds', 'Transfer funds'],
      ['/admin/registration-confirmation', 'Confirmation of registration'],
      ['/admin/analytics', 'Analytics'],
      ['/admin/groups', 'Groups'],
      ['/admin/settings', 'Settings'],
    ],
  },
  7: {
    landing: ANALYTICS_LANDING,
    sidebar: [
      ['/admin/analytics', 'Analytics'],
      ['/admin/news', 'News'],
      ['/admin/partners', 'Partners & banners'],
    ],
  },
  8: { landing: ADMIN_LANDING, sidebar: [['/admin/clients', 'Companies']] },
  2: {
    landing: CLIENT_LANDING,
    sidebar: [
      ['/dashboard', 'Dashboard'],
      ['/bank', 'Bank'],
      ['/wallet', 'My wallet'],
      ['/team', 'Team'],
      ['/requests', 'Requests'],
      ['/news', 'News'],
    ],
  },
  // Spec 2.2: team is for roles 2 and 3. Issue 24: every client follows their requests (deciders decide there).
  3: {
    landing: CLIENT_LANDING,
    sidebar: [
      ['/dashboard', 'Dashboard'],
      ['/wallet', 'My wallet'],
      ['/team', 'Team'],
      ['/requests', 'Requests'],
      ['/news', 'News'],
    ],
  },
  4: {
    landing: CLIENT_LANDING,
    sidebar: [
      ['/dashboard', 'Dashboard'],
      ['/wallet', 'My wallet'],
      ['/requests', 'Requests'],
      ['/news', 'News'],
    ],
  },
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
