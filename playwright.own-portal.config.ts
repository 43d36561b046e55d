import config from './playwright.config';

// Specs that start their own portal (push.spec.ts, requests.spec.ts) need no shared one.
export default { ...config, webServer: [] };
