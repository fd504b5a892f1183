import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Eta } from 'eta';

/**
 * The templates/ folder shipped beside dist/ (and beside src/ in a checkout):
 * found by walking up from this module, so the bundle and the sources agree.
 */
export function defaultTemplatesDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, 'templates', 'report.md.eta'))) return join(dir, 'templates');
    dir = dirname(dir);
  }
  throw new Error('templates/report.md.eta not found beside benchgate');
}

/**
 * Renders a template with Eta. `template` is a path to the user's own
 * template (action input comment-template, CLI --template) or undefined for the
 * shipped one; partials (include('./table.md.eta')) resolve beside it first,
 * then in the shipped templates.
 */
export function renderTemplate(view: object, template?: string): string {
  const shipped = defaultTemplatesDir();
  const file = template ? resolve(template) : join(shipped, 'report.md.eta');
  // Note: autoEscape is off because Eta escapes for HTML; the view is already
  // escaped for Markdown, and a second escaping would show entities literally.
  const eta = new Eta({ views: dirname(file), autoEscape: false, autoTrim: false, cache: false });
  eta.resolvePath = (name: string) => {
    const local = resolve(dirname(file), name);
    return existsSync(local) ? local : resolve(shipped, name);
  };
  return eta.renderString(readFileSync(file, 'utf8'), view).replace(/\n{3,}/g, '\n\n');
}
