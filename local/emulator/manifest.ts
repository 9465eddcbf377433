import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Google's scope for FormApp (the Apps Script API's formsScope). */
export const FORMS_SCOPE = 'https://www.googleapis.com/auth/forms';

/** The oauthScopes of the manifest a build ships (dist/appsscript.json); none when there is no build. */
export function manifestScopesOf(distDir: string): string[] {
  const file = join(distDir, 'appsscript.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')).oauthScopes as string[] | undefined) ?? [];
}
