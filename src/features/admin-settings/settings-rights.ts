import { can, settingsTabsFor, type SettingsTab } from '@/src/contracts/access';

/** What a role sees and may do on the settings page: every answer comes from the access table. */
export interface SettingsControls {
  tabs: SettingsTab[];
  /** Role 5 sees the providers' service fees but may not change them (spec 6 "change fee"). */
  changeServiceFee: boolean;
}

export function settingsControlsFor(role: number): SettingsControls {
  return { tabs: settingsTabsFor(role), changeServiceFee: can(role, 'settings.serviceFee.change') };
}
