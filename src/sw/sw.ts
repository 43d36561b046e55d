/// <reference lib="webworker" />
/**
 * The service worker entry (built by vite-plugin-pwa, injectManifest → dist/sw.js). Each concern lives in its
 * own module under src/sw/ and registers its own listeners; this file only wires them up in order.
 *
 * Nothing here caches an API response: the only cache is the build's precache. Offline data comes from the
 * query cache in IndexedDB, which the app clears on logout.
 *
 * Later: `import './push';` and `import './notification-click';` (web push) go below the lifecycle import.
 */
import { registerAppShell } from './app-shell';
import { registerLifecycle } from './lifecycle';

declare let self: ServiceWorkerGlobalScope;

registerAppShell(self.__WB_MANIFEST);
registerLifecycle();
