// package.json's version, stamped by scripts/build.mjs (and vitest.config.ts for tests), so an organizer
// can tell which release runs in their spreadsheet.
declare const __ADDON_VERSION__: string;

export const ADDON_VERSION: string = __ADDON_VERSION__;
