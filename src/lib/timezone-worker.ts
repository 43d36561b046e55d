// Runs in a dedicated worker (browser-timezone.ts): answers the browser's IANA timezone once.
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone ?? '');
