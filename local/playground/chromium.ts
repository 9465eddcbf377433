// How the browser tests and the screenshot script launch Chromium: Debian's binary (never a downloaded
// browser; CHROMIUM_PATH overrides it), headless, with no background network traffic.
//
// The binary is Debian's chromium-headless-shell, the same Chromium built as a headless shell without the
// browser's own user interface: what Playwright itself runs for headless tests. The full browser's
// headless mode draws and manages a whole browser window nobody sees; on a quiet 2-core machine the
// browser tests took 413 s of CPU with it and 269 s with the shell, the same tests passing.
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell';

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
