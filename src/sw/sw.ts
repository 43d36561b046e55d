/// <reference lib="webworker" />
/**
 * The service worker entry (built by vite-plugin-pwa, injectManifest → dist/sw.js). Each concern lives in its
 * own module under src/sw/ and registers its own listeners; this file only wires them up in order.
 *
 * Nothing here caches an API response: the caches hold the build's files only (the precache, and the runtime
 * cache for the files the precache leaves out). Offline data comes from the query cache in IndexedDB, which the
 * app clears on logout.
 */
import { registerAppShell } from './app-shell';
import { registerLifecycle } from './lifecycle';
import { registerNotificationClick } from './notification-click';
import { registerPush } from './push';
import { registerRuntimeCache } from './runtime-cache';

declare let self: ServiceWorkerGlobalScope;

registerAppShell(self.__WB_MANIFEST);
registerRuntimeCache();
registerLifecycle();
// Web push: show each push and tell open windows; a click focuses or opens the notification's page.
registerPush();
registerNotificationClick();
