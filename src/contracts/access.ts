/**
 * Roles, permissions, route rights and action rights (spec section 6).
 * THE one table: the client hides what a role may not do, the server refuses it,
 * and tests walk every endpoint for every role against it.
 */

export const ROLE = {
  superAdmin: 1,
  owner: 2,
  teamLead: 3,
  buyer: 4,
  admin: 5,
  seniorAdmin: 6,
  contentManager: 7,
  support: 8,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const satisfies readonly RoleId[];

/** The spec knows only descriptive labels; these are the ones the portal shows. */
export const ROLE_LABEL: Record<RoleId, { key: string; description: string }> = {
  1: { key: 'super_admin', description: 'Main administrator' },
  2: { key: 'owner', description: 'Company owner' },
  3: { key: 'team_lead', description: 'Team lead' },
  4: { key: 'buyer', description: 'Buyer' },
  5: { key: 'admin', description: 'Administrator' },
  6: { key: 'senior_admin', description: 'Senior administrator' },
  7: { key: 'content_manager', description: 'Analytics and content' },
  8: { key: 'support', description: 'Support' },
};

export const STAFF_ROLES = [1, 5, 6, 7, 8] as const satisfies readonly RoleId[];
export const CLIENT_ROLES = [2, 3, 4] as const satisfies readonly RoleId[];

export const isStaffRole = (role: number): boolean => (STAFF_ROLES as readonly number[]).includes(role);
export const isClientRole = (role: number): boolean => (CLIENT_ROLES as readonly number[]).includes(role);

/** Per-user permission names (spec section 6). */
export const PERMISSIONS = ['see_balance', 'top_up', 'transfer_funds', 'admin_withdrawal', 'card_issue'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Role 2 holds these whatever its stored permissions say. */
export const IMPLICIT_PERMISSIONS: Partial<Record<RoleId, readonly Permission[]>> = {
  2: ['see_balance', 'top_up', 'transfer_funds'],
};

export function effectivePermissions(role: RoleId, stored: readonly string[]): Permission[] {
  const granted = new Set<Permission>(IMPLICIT_PERMISSIONS[role] ?? []);
  for (const name of stored) if ((PERMISSIONS as readonly string[]).includes(name)) granted.add(name as Permission);
  return PERMISSIONS.filter((p) => granted.has(p));
}

/**
 * Authority over a card's freeze: whoever froze a card is recorded with their role, and only someone of
 * equal or higher authority unfreezes it (a buyer cannot lift a freeze staff or the owner put on). A
 * frozen card whose freezer is unknown counts as frozen by staff.
 */
export const FREEZE_AUTHORITY: Record<RoleId, number> = { 1: 4, 5: 4, 6: 4, 7: 4, 8: 4, 2: 3, 3: 2, 4: 1 };

/** Who a freeze of each authority came from, as the card page says it. */
export const FREEZE_AUTHORITY_LABEL: Record<number, string> = {
  4: 'staff',
  3: 'the company owner',
  2: 'a team lead',
  1: 'the card holder',
};

const STAFF_AUTHORITY = 4;

export const freezeAuthorityOf = (frozenByRole: number | null): number =>
  frozenByRole === null ? STAFF_AUTHORITY : (FREEZE_AUTHORITY[frozenByRole as RoleId] ?? STAFF_AUTHORITY);

/** Whether `role` may unfreeze a card frozen by `frozenByRole` (null: unknown, counted as staff). */
export const mayLiftFreeze = (role: RoleId, frozenByRole: number | null): boolean =>
  FREEZE_AUTHORITY[role] >= freezeAuthorityOf(frozenByRole);

const ALL = ROLE_IDS;
const CLIENTS = CLIENT_ROLES;

/**
 * Route rights, keyed by the route's path without its leading slash and without params.
 * Spec 2.2, 2.3 and the table of section 6. Role 8 reaches the company page (it has "filters only" there).
 */
export const ROUTE_RIGHTS = {
  // client area
  client: CLIENTS,
  dashboard: CLIENTS,
  bank: [2],
  'bank/account': [2],
  'bank/card': [2],
  team: [2, 3],
  'team/user': [2, 3],
  'team/user/card': [2, 3],
  wallet: CLIENTS,
  'wallet/add-new-card': CLIENTS,
  'wallet/card': CLIENTS,
  'top-up': CLIENTS,
  news: CLIENTS,
  settings: CLIENTS,
  notifications: CLIENTS,
  requests: CLIENTS,
  'requests/request': CLIENTS,
  // admin area
  admin: STAFF_ROLES,
  'admin/dashboard': [1, 6],
  'admin/decline-rate': [1, 5, 6],
  'admin/clients': [1, 5, 6, 8],
  'admin/company': [1, 5, 6, 8],
  'admin/company/available-balances': [1, 5, 6],
  'admin/company/bin-sets': [1, 5, 6],
  'admin/company/card': [1, 5, 6, 8],
  'admin/transfer-funds': [1, 5, 6],
  'admin/transfer-funds/available-balances': [1, 5, 6],
  'admin/registration-confirmation': [1, 5, 6],
  'admin/notifications': [1, 5, 6],
  'admin/analytics': [1, 5, 6, 7],
  'admin/settings': [1, 5, 6],
  'admin/news': [1, 7],
  'admin/groups': [1, 5, 6],
  'admin/partners': [1, 7],
  'admin/showcase': [1],
} as const satisfies Record<string, readonly RoleId[]>;

export type RouteRight = keyof typeof ROUTE_RIGHTS;

/**
 * Action rights: what a role may do, beyond reaching a screen. Every API endpoint names one of these
 * (or is public). Later capabilities add their rows here, never elsewhere.
 */
export const ACTION_RIGHTS = {
  // any signed-in user
  'session.self': ALL,
  'user.me': ALL,
  /** Reading another user; which users is narrowed by company and team (server/lib/tenancy.ts). */
  'user.view': [1, 2, 3, 4, 5, 6, 8],
  'user.edit': [1, 2, 3, 5, 6],
  /** A user's role, team lead and rights: the owner within the company, full-right staff anywhere. */
  'user.editRights': [1, 2, 6],
  // clients only
  'telegram.link': CLIENTS,
  'profile.settings': CLIENTS,
  // staff
  'admin.area': STAFF_ROLES,
  'profile.uploadDecline': [1, 6],
  'admin.notifications': [1, 5, 6],
  'notification.send': [1, 6],
  'referral.manage': [1, 5, 6],
  'topUp.decide': [1],
  'withdrawal.decide': [1],
  // onboarding (spec 6: registration confirmation by roles 1, 5, 6)
  'registration.confirm': [1, 5, 6],
  /** A new owner completes their profile once (spec 7 POST user/fill-profile). */
  'profile.fill': [2],

  // companies (spec 6 "Company page"; role 8 has filters only)
  'company.list': [1, 5, 6, 8],
  'company.view': [1, 5, 6, 8],
  'company.filters': [1, 5, 6, 8],
  'company.edit': [1, 5, 6],
  'company.changeFee': [1, 5, 6],
  'company.feeHistory': [1, 5, 6],
  'company.loginAsOwner': [1, 6],
  'company.decide': [1, 6],
  'company.editOwner': [1, 6],
  'company.autoUpdate': [1, 6],
  'company.resetSession': [1, 6],
  'company.block': [1, 6],
  'company.editTeam': [1, 6],
  'company.conversionFee': [1, 6],
  'company.wireTopUp': [1, 6],
  'company.cardsTotal': [1, 6],
  'company.binAccountHistory': [1, 6],
  'company.audit': [1, 6],
  // groups of companies (spec 2.3 groups)
  'group.manage': [1, 5, 6],
  // the client's team (spec 2.2 team, user)
  'team.view': [2, 3],
  'team.manage': [2, 3],
  /** Inviting users and changing their role, team lead or rights: the owner only. */
  'team.invite': [2],
  'team.delete': [2],
  'team.pickers': CLIENTS,
  /** A client's own per-person spend limits on their dashboard (issue 23). */
  'spendLimits.self': CLIENTS,
  // requests and approvals (issue 24): which requests is narrowed by company and team
  'request.view': CLIENTS,
  /** Buyers and team leads ask (a lead also for their team); the owner decides rather than asks. */
  'request.create': [3, 4],
  /** The owner decides anything; a team lead their team's within their own authority. */
  'request.decide': [2, 3],
  /** Delegating funds and new-card decisions to team leads: the owner only. */
  'request.settings': [2],

  // money (spec 6; permissions narrow further: see_balance + canSeeBalance, top_up, transfer_funds,
  // admin_withdrawal — checked by the handlers with `hasPermission`)
  'balance.company': CLIENTS,
  'balance.admin': [1],
  'dashboard.client': CLIENTS,
  'bank.accounts': [2],
  'topUp.payIn': CLIENTS,
  'transfer.client': CLIENTS,
  /** Auto top-up rules of the caller's company (issue 23); the handlers also ask for transfer_funds. */
  'autoTopUp.client': CLIENTS,
  'company.balances': [1, 5, 6],
  'company.topUp': [1, 6],
  'company.withdrawal': [1, 5, 6],
  'company.transferFunds': [1, 6],
  /** A company's auto top-up rules on its page: staff read them, nobody changes them there. */
  'company.autoTopUpRules': [1, 5, 6, 8],
  'company.selectTariff': [1, 5, 6],
  'transferFunds.view': [1, 5, 6],
  'finance.view': [1, 5, 6],
  'businessMetrics.view': [1, 6],
  /** Statements and payment lists as files: owners for their accounts, staff who see the lists. */
  'export.create': [1, 2, 5, 6],
  // admin settings tabs (spec 6 "Settings tabs"); role 5 sees service fees but may not change them
  'settings.tariff': [1, 5, 6],
  'settings.serviceFee': [1, 5, 6],
  'settings.serviceFee.change': [1, 6],
  'settings.cryptoProvider': [1],
  'settings.binSets': [1, 5, 6],
  'settings.compensation': [1],
  /**
   * The sandbox card issuer's controls (cards to buy with, purchases): full-right staff, or anyone with SANDBOX_OPEN.
   */
  'sandbox.issuer': [1, 6],

  // cards (PRODUCT.md "Cards"): which cards is narrowed by company, team and holder; issuing also needs
  // the card_issue permission, checked by the handler with `hasPermission`
  'card.view': [1, 2, 3, 4, 5, 6, 8],
  'card.issue': CLIENTS,
  'card.freeze': [1, 2, 3, 4, 6],
  'card.limits': [1, 2, 3, 6],
  'card.close': [1, 2, 3, 6],
  /** The full number and CVV, after a fresh code: the holder, or the owner of the holder's company. */
  'card.reveal': CLIENTS,
  'spend.view': [1, 2, 3, 4, 5, 6, 8],
  'declineRate.view': [1, 5, 6],

  // notifications, news, slides, partner button (spec 2.4, 7)
  'notification.self': ALL,
  'news.read': ALL,
  'news.manage': [1, 7],
  'slides.self': ALL,
  'partner.view': ALL,
  'partner.manage': [1, 7],

  // product analytics (issue 22): aggregates only, never a single client's money beyond the at-risk rows
  'analytics.read': [1, 5, 6, 7],
  /**
   * The analytics page as a file (the export hash, for analytics only): role 7 has it without
   * `export.create`, which would open payment files.
   */
  'analytics.export': [1, 5, 6, 7],
  /** The admin sidebar's +count badges; role 7 gets only its "A" count. */
  'admin.requestCounts': [1, 5, 6, 7],
  /** Spec 6: "The analytics client id is synced for role 2" (PATCH user/update-ym-client-id after sign-in). */
  'analytics.clientIdSync': [2],
} as const satisfies Record<string, readonly RoleId[]>;

export type ActionRight = keyof typeof ACTION_RIGHTS;

/**
 * Which right each field of `PATCH company/update/{id}` needs: role 5 may edit the company but not,
 * say, its conversion fee (spec 6). The server refuses a body naming a field the caller may not change.
 */
export const COMPANY_FIELD_RIGHTS = {
  name: 'company.edit',
  legalEntityId: 'company.edit',
  segment: 'company.edit',
  externalId: 'company.edit',
  isGoogleMerchantRestrict: 'company.edit',
  isTwitterMerchantRestrict: 'company.edit',
  incomeFee: 'company.changeFee',
  conversionFee: 'company.conversionFee',
  autoUpdateConversionFee: 'company.autoUpdate',
  autoUpdateCardCount: 'company.autoUpdate',
  isWireTopUpEnabled: 'company.wireTopUp',
  cardsTotalAvailableCount: 'company.cardsTotal',
} as const satisfies Record<string, ActionRight>;

export type CompanyField = keyof typeof COMPANY_FIELD_RIGHTS;

/** Which right each field of `PATCH user/{id}` needs, on top of reaching the user. */
export const USER_FIELD_RIGHTS = {
  firstName: 'user.edit',
  lastName: 'user.edit',
  teamName: 'user.edit',
  role: 'user.editRights',
  teamLeadId: 'user.editRights',
  canSeeBalance: 'user.editRights',
  permissions: 'user.editRights',
} as const satisfies Record<string, ActionRight>;

/**
 * What an action on a user touches: `view` reads them; `edit` changes their name or team name; `rights`
 * changes their role, team lead, permissions or balance visibility, or their state (pause, close, end
 * sessions). Which fields of `PATCH user/{id}` are rights is USER_FIELD_RIGHTS' `user.editRights` rows.
 */
export type UserAct = 'view' | 'edit' | 'rights';
export type UserActRefusal = 'self' | 'owner' | 'authority';

/**
 * "This actor may act on this target", once for every endpoint that takes a user id, after reach
 * (server/lib/tenancy.ts keeps clients inside their company and team). Nobody changes their own rights;
 * staff act on client users, except the main administrator, who also acts on the other staff roles (it
 * is who grants them admin_withdrawal) but never on another main administrator: no one acts on a user of
 * equal or higher authority. Among clients, only the owner acts on the owner (themself). Null when allowed.
 */
export function userActRefusal(
  actor: { id: number; role: number },
  target: { id: number; role: number },
  act: UserAct,
): UserActRefusal | null {
  if (act === 'view') return null;
  if (actor.id === target.id) return act === 'rights' ? 'self' : null;
  if (isStaffRole(actor.role)) {
    if (isClientRole(target.role)) return null;
    return actor.role === ROLE.superAdmin && target.role !== ROLE.superAdmin ? null : 'authority';
  }
  return target.role === ROLE.owner ? 'owner' : null;
}

/** Permissions that only some roles grant or revoke, on top of `user.editRights`: withdrawals move money out. */
export const PERMISSION_GRANTORS: Partial<Record<Permission, readonly RoleId[]>> = {
  admin_withdrawal: [ROLE.superAdmin],
};

/** The first permission whose grant or revocation by `role` is refused, comparing stored and wanted lists. */
export function refusedPermissionChange(
  role: number,
  before: readonly string[],
  after: readonly string[],
): Permission | null {
  for (const [permission, grantors] of Object.entries(PERMISSION_GRANTORS) as [Permission, readonly RoleId[]][]) {
    if (before.includes(permission) !== after.includes(permission) && !(grantors as readonly number[]).includes(role))
      return permission;
  }
  return null;
}

/** Spec 6: the admin settings tabs each role sees, in the order of spec 2.3. */
export const SETTINGS_TAB_RIGHTS = {
  compensation: [1],
  'bin-sets': [1, 5, 6],
  'crypto-provider': [1],
  tariff: [1, 5, 6],
  'service-fee': [1, 5, 6],
} as const satisfies Record<string, readonly RoleId[]>;

export type SettingsTab = keyof typeof SETTINGS_TAB_RIGHTS;
export const SETTINGS_TABS = Object.keys(SETTINGS_TAB_RIGHTS) as SettingsTab[];
export const settingsTabsFor = (role: number): SettingsTab[] =>
  SETTINGS_TABS.filter((tab) => (SETTINGS_TAB_RIGHTS[tab] as readonly number[]).includes(role));

export function canReach(role: number, route: RouteRight): boolean {
  return (ROUTE_RIGHTS[route] as readonly number[]).includes(role);
}

export function can(role: number, action: ActionRight): boolean {
  return (ACTION_RIGHTS[action] as readonly number[]).includes(role);
}

/** A per-user permission on top of the role (role 2's implicit ones included). */
export function hasPermission(role: RoleId, stored: readonly string[], permission: Permission): boolean {
  return effectivePermissions(role, stored).includes(permission);
}

/**
 * Where a refused navigation goes (spec 2.5): roles 1, 5, 6, 8 to the admin area, role 7 to admin
 * analytics, everyone else (clients included) to login with the wanted path as `redirect`.
 */
export function refusedNavigationTarget(role: number | undefined): '/admin' | '/admin/analytics' | 'login' {
  if (role === 1 || role === 5 || role === 6 || role === 8) return '/admin';
  if (role === 7) return '/admin/analytics';
  return 'login';
}

/** The landing page after sign-in when no redirect was asked for. */
export function landingFor(role: number): '/admin' | '/admin/analytics' | '/dashboard' {
  const staffTarget = refusedNavigationTarget(role);
  return staffTarget === 'login' ? '/dashboard' : staffTarget;
}
