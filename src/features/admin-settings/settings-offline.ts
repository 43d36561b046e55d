/**
 * The settings page's one "you are offline" line (settings-page.tsx), which every tab's change buttons point to:
 * each change is saved by the server, so offline they are off and the line says why once for the whole tab.
 */
export const SETTINGS_OFFLINE_REASON_ID = 'settings-offline';
