/** Said beside a disabled money action, so the person knows why and what to do. */
export const OFFLINE_REASON = 'You are offline. Transfers need a connection; reconnect to continue.';
