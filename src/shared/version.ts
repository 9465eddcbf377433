// package.json's version, stamped by scripts/build.mjs (and vitest.config.ts for tests), so an organizer
// can tell which release runs in their spreadsheet.
declare const __ADDON_VERSION__: string;

export const ADDON_VERSION: string = __ADDON_VERSION__;

// The add-on's name as users see it, one value for the Marketplace listing, Google's consent screen, the
// Extensions menu, the sidebar and every message (docs/marketplace/listing.md, "Application name"). The
// repository, the npm package and the hidden tabs' titles keep "Tourney Sheets".
export const ADDON_NAME = 'Tourney Desk';
