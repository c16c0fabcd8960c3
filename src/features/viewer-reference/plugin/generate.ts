/**
 * Generates the viewer API reference: TypeDoc with typedoc-plugin-markdown
 * turns the TSDoc of packages/viewer-api into one Markdown page per symbol,
 * then pages.ts adds the index pages of every group. Validation warnings (an
 * undocumented export, a broken {@link}) fail the generation.
 *
 * The output folder is git-ignored and stamped with a hash of its inputs, so
 * the second locale of a build (and a dev server restart) reuses it.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type * as TypeDoc from 'typedoc';
import type {
  Application,
  Comment,
  DeclarationReflection,
  ProjectReflection,
  Reflection,
  Router,
  TypeDocOptions,
} from 'typedoc';
import type * as TypeDocMarkdown from 'typedoc-plugin-markdown';
import type {PluginOptions as MarkdownOptions} from 'typedoc-plugin-markdown';
import {siteConfig} from '../../../../site.config';
import {KIND_GROUPS, firstSentence, referenceIndexPages, type ReferenceMember, type ReferenceModel} from './pages';
import {REFERENCE_EDIT_URL} from './routes';
import {hashInputs, stampIsCurrent, writeStamp} from '../../../lib/plugin/generatedStamp';

export interface GenerateOptions {
  readonly siteDir: string;
  /** Where to write; default the configured folder of the viewer section. */
  readonly outDir?: string;
  /** Regenerate even when the stamp matches. */
  readonly force?: boolean;
}

export interface GenerateResult {
  readonly outDir: string;
  /** False when the stamp matched and nothing was written. */
  readonly generated: boolean;
  /** Markdown files in the output, relative to it. */
  readonly files: readonly string[];
}

/** Files whose change must regenerate the reference besides the package sources. */
const GENERATOR_FILES = [
  'src/features/viewer-reference/plugin/generate.ts',
  'src/features/viewer-reference/plugin/pages.ts',
  'src/features/viewer-reference/plugin/routes.ts',
];

function listFiles(dir: string, filter: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (abs: string, rel: string): void => {
    for (const entry of fs.readdirSync(abs, {withFileTypes: true})) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(abs, entry.name), childRel);
      else if (filter(entry.name)) out.push(childRel);
    }
  };
  walk(dir, '');
  return out.sort();
}

/** Hash of everything the output depends on. */
export function inputHash(siteDir: string): string {
  const packageDir = path.join(siteDir, siteConfig.viewerReference.packageDir);
  const inputs = [
    ...listFiles(path.join(packageDir, 'src'), (n) => n.endsWith('.ts')).map((f) => path.join(packageDir, 'src', f)),
    path.join(packageDir, 'tsconfig.json'),
    path.join(packageDir, 'package.json'),
    ...GENERATOR_FILES.map((f) => path.join(siteDir, f)),
    path.join(siteDir, 'node_modules/typedoc/package.json'),
    path.join(siteDir, 'node_modules/typedoc-plugin-markdown/package.json'),
  ];
  return hashInputs(
    siteDir,
    inputs.map((file) => path.relative(siteDir, file)),
  );
}

/** Summary as one line of Markdown: inline tags ({@link X}) become code spans, bold marks are dropped. */
function summaryText(comment: Comment | undefined): string {
  const text = (comment?.summary ?? [])
    .map((part) => (part.kind === 'inline-tag' ? `\`${part.text}\`` : part.text))
    .join('');
  return text.replace(/\*\*/g, '');
}

/** Where the router wrote a reflection's page, relative to the output folder. */
export type FileOf = (reflection: Reflection) => string;

/** The reference model of pages.ts from a converted TypeDoc project. */
export function referenceModel(project: ProjectReflection, fileOf: FileOf): ReferenceModel {
  const known = new Set(KIND_GROUPS.map((g) => g.title));
  const categoryOf = new Map<DeclarationReflection, string>();
  for (const category of project.categories ?? []) {
    for (const child of category.children) categoryOf.set(child as DeclarationReflection, category.title);
  }
  const members: ReferenceMember[] = [];
  for (const group of project.groups ?? []) {
    if (!known.has(group.title)) throw new Error(`viewer reference: unexpected TypeDoc group "${group.title}"`);
    for (const child of group.children as DeclarationReflection[]) {
      const category = categoryOf.get(child);
      if (category === undefined) throw new Error(`viewer reference: ${child.name} has no @category`);
      const comment = child.comment ?? child.signatures?.[0]?.comment;
      members.push({
        name: child.name,
        group: group.title,
        category,
        summary: firstSentence(summaryText(comment)),
        file: fileOf(child),
      });
    }
  }
  const description = (parts: readonly {readonly text: string}[] | undefined): string =>
    (parts ?? [])
      .map((p) => p.text)
      .join('')
      .trim();
  const summary = summaryText(project.comment).trim();
  return {
    summary,
    categories: (project.categories ?? []).map((c) => ({title: c.title, description: description(c.description)})),
    groupDescriptions: Object.fromEntries((project.groups ?? []).map((g) => [g.title, description(g.description)])),
    members,
  };
}

/**
 * A member page as typedoc-plugin-markdown wrote it (`# Class: Viewer` on its
 * first line) rewritten with the symbol's name as its title in frontmatter
 * ("Viewer": the same in the tab, the sidebar, the breadcrumb and search) and
 * its kind in a line right under the title ("Class of `@tessera/viewer`."),
 * like the operations of the REST reference with their method and path. The
 * title then renders like every other page's (src/features/article/theme/DocItem/Content).
 * `readingTime: false`: a reference is looked things up in, not read through.
 * Null for a page without a leading h1.
 */
export function titledMemberPage(source: string, packageName: string): string | null {
  if (source.startsWith('---\n')) return null;
  const match = /^\s*# (.+)\n+/.exec(source);
  if (!match) return null;
  const heading = (match[1] ?? '').trim().replace(/\\(.)/g, '$1');
  const kind = /^([A-Za-z ]+): /.exec(heading)?.[1];
  const name = heading
    .replace(/^[A-Za-z ]+: /, '')
    .replace(/<.*$/, '')
    .trim();
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(name)}`,
    `sidebar_label: ${JSON.stringify(name)}`,
    `custom_edit_url: ${JSON.stringify(REFERENCE_EDIT_URL)}`,
    'readingTime: false',
    '---',
    '',
  ].join('\n');
  const kindLine = kind ? `${kind.charAt(0)}${kind.slice(1).toLowerCase()} of \`${packageName}\`.\n\n` : '';
  return `${frontMatter}\n${kindLine}${source.slice(match[0].length)}`;
}

function titleMemberPages(outDir: string, files: readonly string[], packageName: string): void {
  for (const file of files) {
    if (file === 'index.md') continue; // replaced by the reference home below
    const abs = path.join(outDir, file);
    const page = titledMemberPage(fs.readFileSync(abs, 'utf8'), packageName);
    if (page === null) throw new Error(`viewer reference: ${file} does not start with its title (# …)`);
    fs.writeFileSync(abs, page);
  }
}

/**
 * TypeDoc and its Markdown plugin are ESM-only, while docusaurus.config.ts and
 * its plugins run through a transpiler whose `import()` cannot load them on
 * Node 20; nativeImport.cjs is loaded by Node itself and imports natively.
 */
async function importEsm<T>(siteDir: string, specifier: string): Promise<T> {
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  const nativeImport = siteRequire('./src/features/viewer-reference/plugin/nativeImport.cjs') as (
    url: string,
  ) => Promise<T>;
  return nativeImport(pathToFileURL(siteRequire.resolve(specifier)).href);
}

const ROUTER = 'tessera-viewer-member';

/**
 * typedoc-plugin-markdown's member router, except that a namespace exported
 * at the top level of a single-module project goes to `namespaces/<Name>/`
 * like every other kind folder (the stock router nests it in a folder named
 * after the project, `Tessera-Viewer-API/namespaces/…`).
 */
async function defineRouter(siteDir: string, app: Application): Promise<{current: Router | undefined}> {
  const {MemberRouter} = await importEsm<typeof TypeDocMarkdown>(siteDir, 'typedoc-plugin-markdown');
  // The renderer drops its router after rendering; keep the instance to ask it where pages went.
  const created: {current: Router | undefined} = {current: undefined};
  class ReferenceRouter extends MemberRouter {
    constructor(application: Application) {
      super(application);
      created.current = this;
    }
    override getIdealBaseName(reflection: Reflection): string {
      const name = super.getIdealBaseName(reflection);
      if (reflection.isProject()) return name;
      const projectFolder = `${super.getIdealBaseName(reflection.project)}/`;
      return name.startsWith(projectFolder) ? name.slice(projectFolder.length) : name;
    }
  }
  app.renderer.defineRouter(ROUTER, ReferenceRouter);
  return created;
}

export async function generateReference(options: GenerateOptions): Promise<GenerateResult> {
  const {siteDir} = options;
  const outDir = options.outDir ?? path.join(siteDir, siteConfig.viewerReference.outDir);
  const hash = inputHash(siteDir);
  const isMarkdown = (name: string): boolean => name.endsWith('.md');
  if (!options.force && stampIsCurrent(outDir, hash)) {
    return {outDir, generated: false, files: listFiles(outDir, isMarkdown)};
  }

  const typedoc = await importEsm<typeof TypeDoc>(siteDir, 'typedoc');
  const packageDir = path.join(siteDir, siteConfig.viewerReference.packageDir);
  const typedocOptions: TypeDocOptions & MarkdownOptions = {
    name: 'Tessera Viewer API',
    entryPoints: [path.join(packageDir, 'src/index.ts')],
    tsconfig: path.join(packageDir, 'tsconfig.json'),
    plugin: ['typedoc-plugin-markdown'],
    router: ROUTER,
    out: outDir,
    cleanOutputDir: true,
    readme: 'none',
    entryFileName: 'index.md',
    hidePageHeader: true,
    hideBreadcrumbs: true,
    disableSources: true,
    excludeScopesInPaths: true,
    sanitizeComments: true,
    excludePrivate: true,
    excludeExternals: true,
    // Parameters as tables keep pages short; members keep their headings, which are the link anchors.
    parametersFormat: 'table',
    validation: {
      notExported: true,
      invalidLink: true,
      invalidPath: true,
      rewrittenLink: true,
      notDocumented: true,
      unusedMergeModuleWith: true,
    },
    treatWarningsAsErrors: true,
    logLevel: 'Warn',
  };
  const app = await typedoc.Application.bootstrapWithPlugins(typedocOptions);
  const routerRef = await defineRouter(siteDir, app);
  const project = await app.convert();
  if (!project)
    throw new Error('viewer reference: TypeDoc could not convert packages/viewer-api (see the errors above)');
  app.validate(project);
  if (app.logger.hasErrors() || app.logger.hasWarnings()) {
    throw new Error(
      'viewer reference: TypeDoc reported problems in packages/viewer-api (see above); every export needs TSDoc and every {@link} must resolve',
    );
  }
  await app.generateOutputs(project);
  if (app.logger.hasErrors() || app.logger.hasWarnings()) {
    throw new Error('viewer reference: rendering the Markdown reported problems (see above)');
  }

  const packageName = (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {name: string})
    .name;
  titleMemberPages(outDir, listFiles(outDir, isMarkdown), packageName);
  const router = routerRef.current;
  if (!router) throw new Error('viewer reference: TypeDoc rendered without a router');
  const model = referenceModel(project, (reflection) => router.getFullUrl(reflection).replace(/#.*$/, ''));
  for (const page of referenceIndexPages(model, siteConfig.viewerReference.sidebarPosition)) {
    fs.mkdirSync(path.dirname(path.join(outDir, page.file)), {recursive: true});
    fs.writeFileSync(path.join(outDir, page.file), page.content);
  }
  writeStamp(outDir, hash);
  return {outDir, generated: true, files: listFiles(outDir, isMarkdown)};
}
