// How the browser tests and the screenshot script launch Chromium: Debian's binary (never a downloaded
// browser; CHROMIUM_PATH overrides it), headless, with no background network traffic.
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Options for playwright's chromium.launch(). */
export const chromiumLaunchOptions = { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS };
