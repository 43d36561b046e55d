/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';

declare let self: ServiceWorkerGlobalScope;

export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

const isSkipWaiting = (data: unknown): data is SkipWaitingMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';

/**
 * registerType 'prompt': a new worker waits until the page says `{ type: 'SKIP_WAITING' }` (the update prompt's
 * Reload, through workbox-window). On activation the worker claims open pages, so the very first visit is
 * controlled without a reload; an update then fires `controlling` and the page reloads itself.
 */
export function registerLifecycle() {
  self.addEventListener('message', (event) => {
    if (isSkipWaiting(event.data)) void self.skipWaiting();
  });
  clientsClaim();
}
