// Runs the WordPress plugin's shortcode and block outside WordPress (tests/render.php stands in for the few
// WordPress functions it calls): for its unit test and the browser check of its output.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** One render: a shortcode's attributes or a block's, with the site's options and whether an editor is viewing. */
export type RenderCase = (
  | { shortcode: Record<string, string | number> }
  | { block: Record<string, string | number | boolean> }
) & { options?: Record<string, string>; canEdit?: boolean };

const script = path.join(import.meta.dirname, 'tests/render.php');

/** Whether PHP's command line is installed (CI installs php-cli; .ci/run). */
export function hasPhp(): boolean {
  try {
    execFileSync('php', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The HTML the plugin outputs for each case. */
export function renderWordPress(cases: RenderCase[]): string[] {
  return JSON.parse(
    execFileSync('php', [script], { input: JSON.stringify(cases), encoding: 'utf8' }),
  ) as string[];
}
