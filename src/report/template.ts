import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Eta } from 'eta';
import { findShippedFile } from '../process/shipped-files.js';

/**
 * The templates/ folder shipped beside dist/ (and beside src/ in a checkout):
 * found by walking up from this module, so the bundle and the sources agree.
 */
function defaultTemplatesDir(): string {
  const found = findShippedFile(join('templates', 'report.md.eta'));
  if (!found) throw new Error('templates/report.md.eta not found beside benchgate');
  return dirname(found);
}

type TemplateKind = 'markdown' | 'html';

const DEFAULT_TEMPLATE: Record<TemplateKind, string> = { markdown: 'report.md.eta', html: 'report.html.eta' };

interface Compiled {
  eta: Eta;
  fn: ReturnType<Eta['compile']>;
}

// A report is rendered several times while it is fitted to a size budget:
// each template is read and compiled once per process.
const compiled = new Map<string, Compiled>();

/**
 * Renders a template with Eta. `template` is a path to the user's own
 * template (action input comment-template, CLI --template) or undefined for the
 * shipped one; partials (include('./table.md.eta')) resolve beside it first,
 * then in the shipped templates.
 *
 * Note: Markdown templates render with autoEscape off because Eta escapes for
 * HTML and the Markdown view is already escaped for Markdown; HTML templates
 * get Eta's HTML escaping on every `<%= %>`.
 */
export function renderTemplate(view: object, template?: string, kind: TemplateKind = 'markdown'): string {
  const shipped = defaultTemplatesDir();
  const file = template ? resolve(template) : join(shipped, DEFAULT_TEMPLATE[kind]);
  const key = `${kind}\u0000${file}`;
  let c = compiled.get(key);
  if (!c) {
    const eta = new Eta({ views: dirname(file), autoEscape: kind === 'html', autoTrim: false, cache: true });
    eta.resolvePath = (name: string) => {
      const local = resolve(dirname(file), name);
      return existsSync(local) ? local : resolve(shipped, name);
    };
    c = { eta, fn: eta.compile(readFileSync(file, 'utf8')) };
    compiled.set(key, c);
  }
  // The templates open with a comment block; what it leaves before the first line is not content.
  const out = c.fn.call(c.eta, view).replace(/^\s+/, '');
  return kind === 'markdown' ? out.replace(/\n{3,}/g, '\n\n') : out;
}
