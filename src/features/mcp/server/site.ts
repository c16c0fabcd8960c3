/**
 * A built site folder as the MCP tools read it, and nothing else of it: each
 * locale's search index (through the site's own engine), its `llms.txt` (the
 * catalogue of public pages by product section, with descriptions), the
 * Markdown twins that catalogue lists, and the API operations the build wrote
 * for the server. A page is returned only when the catalogue lists it, so a
 * protected page (no twin, not listed, not indexed) has no way in.
 */
import fs from 'node:fs';
import path from 'node:path';
import {siteConfig, type LocaleId} from '../../../../site.config';
import {SearchEngine} from '../../search/shared/engine';
import {MANIFEST_FILE} from '../../search/shared/format';
import {API_OPERATIONS_FILE, type ApiOperationRecord} from '../shared/apiOperation';
import {localePrefix, splitLocale} from './address';

export interface CataloguePage {
  readonly title: string;
  /** The page's route: `/en/control/`. */
  readonly route: string;
  /** Its twin's path in the build: `/en/control.md`. */
  readonly twin: string;
  readonly description: string;
}

export interface CatalogueSection {
  /** The configured section (`control`, `viewer`), or `general` for pages under none (the home page). */
  readonly id: string;
  readonly title: string;
  /** Its root page's route, when the section has one. */
  readonly route: string | undefined;
  readonly description: string;
  readonly pages: readonly CataloguePage[];
}

export interface Catalogue {
  readonly sections: readonly CatalogueSection[];
  readonly byRoute: ReadonlyMap<string, CataloguePage>;
}

export const LLMS_FILE = 'llms.txt';

/** The folder of a locale's files in the build. */
function localeDir(root: string, locale: LocaleId): string {
  return path.join(root, localePrefix(locale));
}

/** The configured section a route belongs to: the longest route base above it. */
export function sectionOf(neutralRoute: string): (typeof siteConfig.sections)[number] | undefined {
  return [...siteConfig.sections]
    .sort((a, b) => b.routeBasePath.length - a.routeBasePath.length)
    .find((s) => neutralRoute.startsWith(`/${s.routeBasePath}/`));
}

/** `llms.txt` read back: `## Section` headings over `- [title](twin URL): description` lines. */
export function parseLlms(text: string): CatalogueSection[] {
  const sections: Array<{title: string; pages: CataloguePage[]}> = [];
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      sections.push({title: (heading[1] ?? '').trim(), pages: []});
      continue;
    }
    const item = /^- \[((?:\\.|[^\]\\])*)\]\(([^)\s]+)\)(?::\s*(.*))?$/.exec(line);
    const current = sections[sections.length - 1];
    const [, title = '', href = '', description = ''] = item ?? [];
    if (!item || !current) continue;
    let twin: string;
    try {
      twin = decodeURIComponent(new URL(href, siteConfig.url).pathname);
    } catch {
      continue;
    }
    if (!twin.endsWith('.md')) continue;
    const route = twin.endsWith('/index.md') ? twin.slice(0, -'index.md'.length) : `${twin.slice(0, -3)}/`;
    current.pages.push({
      title: title.replace(/\\([[\]\\])/g, '$1'),
      route,
      twin,
      description: description.trim(),
    });
  }
  return sections.map(({title, pages}) => {
    const first = pages[0];
    const section = first ? sectionOf(splitLocale(first.route).neutral) : undefined;
    const root = section ? pages.find((p) => splitLocale(p.route).neutral === `/${section.routeBasePath}/`) : undefined;
    return {
      id: section?.id ?? 'general',
      title,
      route: root?.route ?? (section ? undefined : first?.route),
      description: root?.description ?? (section ? '' : (first?.description ?? '')),
      pages,
    };
  });
}

export class HelpSite {
  private readonly engines = new Map<LocaleId, SearchEngine>();
  private readonly catalogues = new Map<LocaleId, Catalogue>();
  private operations: readonly ApiOperationRecord[] | undefined;
  /** The locales this build has (a build of one locale has only the root one). */
  readonly locales: readonly LocaleId[];

  private constructor(readonly root: string) {
    this.locales = siteConfig.locales.all.filter((l) => fs.existsSync(path.join(localeDir(root, l), LLMS_FILE)));
  }

  /** Opens a build folder; throws, saying what is missing, when it is not one. */
  static open(root: string): HelpSite {
    const abs = path.resolve(root);
    const missing = [LLMS_FILE, MANIFEST_FILE].filter((f) => !fs.existsSync(path.join(abs, f)));
    if (missing.length > 0)
      throw new Error(
        `${abs} is not a built Tessera Help site (no ${missing.join(', ')}): build it with \`npm run build\` and pass the build folder.`,
      );
    return new HelpSite(abs);
  }

  /** The MCP data folder of the build (the API operations). */
  get dataDir(): string {
    return path.join(this.root, siteConfig.hosting.deployDir, siteConfig.mcp.dir);
  }

  hasLocale(locale: LocaleId): boolean {
    return this.locales.includes(locale);
  }

  /** The locale's search engine, loading only the index files a query needs (and keeping them). */
  engine(locale: LocaleId): SearchEngine {
    let engine = this.engines.get(locale);
    if (!engine) {
      const dir = localeDir(this.root, locale);
      engine = new SearchEngine(
        async (file) => JSON.parse(await fs.promises.readFile(path.join(dir, file), 'utf8')) as unknown,
      );
      this.engines.set(locale, engine);
    }
    return engine;
  }

  catalogue(locale: LocaleId): Catalogue {
    let catalogue = this.catalogues.get(locale);
    if (!catalogue) {
      const file = path.join(localeDir(this.root, locale), LLMS_FILE);
      const sections = fs.existsSync(file) ? parseLlms(fs.readFileSync(file, 'utf8')) : [];
      const byRoute = new Map(sections.flatMap((s) => s.pages.map((p): [string, CataloguePage] => [p.route, p])));
      catalogue = {sections, byRoute};
      this.catalogues.set(locale, catalogue);
    }
    return catalogue;
  }

  /** The page at a route if the catalogue lists it (public pages only). */
  page(route: string): CataloguePage | undefined {
    const {locale} = splitLocale(route);
    return this.hasLocale(locale) ? this.catalogue(locale).byRoute.get(route) : undefined;
  }

  /** A listed page's Markdown twin. */
  async markdown(page: CataloguePage): Promise<string> {
    return fs.promises.readFile(path.join(this.root, page.twin), 'utf8');
  }

  apiOperations(): readonly ApiOperationRecord[] {
    if (!this.operations) {
      const file = path.join(this.dataDir, API_OPERATIONS_FILE);
      if (!fs.existsSync(file))
        throw new Error(`This build has no API operations (${file}): build the site with the mcp plugin.`);
      this.operations = JSON.parse(fs.readFileSync(file, 'utf8')) as ApiOperationRecord[];
    }
    return this.operations;
  }
}
