import type { ButtonProps } from '@/src/components/ui/button';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';

/**
 * The settings page's one "you are offline" line (settings-page.tsx), which every tab's change buttons point to:
 * each change is saved by the server, so offline they are off and the line says why once for the whole tab.
 */
export const SETTINGS_OFFLINE_REASON_ID = 'settings-offline';

/** A table row's change button: off while offline, pointing to that one line. */
export function SettingsRowButton(props: Omit<ButtonProps, 'mode'>) {
  return <OnlineOnlyButton reasonId={SETTINGS_OFFLINE_REASON_ID} mode="row" {...props} />;
}
