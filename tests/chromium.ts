/** The machine's Chromium as the e2e specs and the browser benches start it, so both drive the same browser. */

/** The installed Chromium (the machine's, not Playwright's download), or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (containers), no GPU, and none of Chromium's own background traffic to blur the figures. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
