import type { FunnelStep, RiskReason } from './analytics';

/*
 * How the analytics page and its exported file name things: one wording on screen and in the file.
 */

export const FUNNEL_LABEL: Record<FunnelStep, string> = {
  invitations: 'Opened registration',
  registrations: 'Registered',
  approved: 'Approved',
  firstTopUp: 'First top-up',
  firstCard: 'First card',
  firstPurchase: 'First purchase',
};

export const RISK_LABEL: Record<RiskReason, string> = {
  noSpend: 'No spend for 14 days',
  declineRate: 'Decline rate above threshold',
  lowBalance: 'Balance below threshold',
};

export const DEVICE_LABEL: Record<string, string> = {
  'pwa-phone': 'Installed app, phone',
  'pwa-desktop': 'Installed app, desktop',
  'browser-phone': 'Browser, phone',
  'browser-desktop': 'Browser, desktop',
};
