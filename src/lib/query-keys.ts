/**
 * Query keys that more than one feature reads or invalidates. Features never import each other, so a key one
 * feature owns and another must refresh after a change (a transfer moves the header balance, a BIN set
 * change reaches the companies and the settings) lives here once; each feature's factory builds on it.
 */
export const sharedKeys = {
  /** The staff header's platform balance (components/layout/admin-balance.tsx). */
  adminHeaderBalance: ['admin', 'header-balance'] as const,
  companies: ['companies'] as const,
  cards: ['cards'] as const,
  /** Requests and their decisions (issue 24): the requests pages, the ask forms and the sidebar badge. */
  requests: ['requests'] as const,
  transferFunds: ['transfer-funds'] as const,
  binSets: ['bin-sets'] as const,
  adminSettingsBinSets: ['admin-settings', 'bin-sets'] as const,
};
