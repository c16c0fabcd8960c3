/**
 * Debian's Chromium and the flags it runs with for tests and benches: no
 * browser is ever downloaded, and nothing reaches beyond the site under test.
 */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
