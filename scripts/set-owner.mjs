// npm run set-owner -- <github-account>: puts the GitHub account that holds the repository into every
// link of the public pages, the Marketplace listing and package.json (homepage, repository, bugs), in
// place of the one they name now (OWNER until the repository is published). Run it once after pushing the
// repository to GitHub; test/docs/marketplace.test.ts then checks the links agree on the new owner.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Every file whose links name the repository's owner. */
export const OWNER_FILES = [
  'package.json',
  '.github/workflows/pages.yml',
  'docs/marketplace/listing.md',
  'docs/marketplace/index.md',
  'docs/marketplace/support.md',
  'docs/marketplace/privacy-policy.md',
  'docs/marketplace/publishing.md',
];

/** GitHub's rule for an account name: letters, digits and single hyphens, not at either end, at most 39. */
export function validOwner(name) {
  return /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/.test(name);
}

/** The owner package.json's homepage names now. */
export function currentOwner(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const m = /^https:\/\/([\w-]+)\.github\.io\//.exec(pkg.homepage ?? '');
  if (!m) throw new Error(`package.json's homepage is not a GitHub Pages address: ${pkg.homepage}`);
  return m[1];
}

/** Replaces the owner in every file; returns the files it changed. */
export function setOwner(root, owner) {
  if (!validOwner(owner)) throw new Error(`"${owner}" is not a GitHub account name.`);
  const from = currentOwner(root);
  const changed = [];
  for (const file of OWNER_FILES) {
    const path = join(root, file);
    const before = readFileSync(path, 'utf8');
    const after = before
      .replaceAll(`${from}.github.io`, `${owner}.github.io`)
      .replaceAll(`github.com/${from}/`, `github.com/${owner}/`);
    if (after !== before) {
      writeFileSync(path, after);
      changed.push(file);
    }
  }
  return changed;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const owner = process.argv[2] ?? '';
  try {
    const changed = setOwner(process.cwd(), owner);
    console.log(`owner set to ${owner} in ${changed.length} files: ${changed.join(', ')}`);
  } catch (e) {
    console.error(String(e instanceof Error ? e.message : e));
    console.error('Usage: npm run set-owner -- <github-account>');
    process.exit(1);
  }
}
