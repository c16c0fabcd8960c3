/**
 * The index pages of the viewer API reference, from a plain model of the
 * TypeDoc project: the reference home, one page per kind group (Classes,
 * Enumerations, …: the folder's own index.md) and one page per area category
 * (Extensions, Meta, …) that the old site's reference had. Pure, so units can test it.
 */
import {REFERENCE_EDIT_URL} from './routes';

/** A kind group and the folder typedoc-plugin-markdown writes its members to. */
export interface KindGroup {
  readonly title: string;
  readonly folder: string;
}

/**
 * The kind groups in reference order. Titles are TypeDoc's group titles,
 * folders are typedoc-plugin-markdown's (member router) for these kinds.
 */
export const KIND_GROUPS: readonly KindGroup[] = [
  {title: 'Classes', folder: 'classes'},
  {title: 'Enumerations', folder: 'enumerations'},
  {title: 'Interfaces', folder: 'interfaces'},
  {title: 'Functions', folder: 'functions'},
  {title: 'Type Aliases', folder: 'type-aliases'},
  {title: 'Variables', folder: 'variables'},
  {title: 'Namespaces', folder: 'namespaces'},
];

export interface ReferenceMember {
  readonly name: string;
  /** Title of its kind group, one of KIND_GROUPS. */
  readonly group: string;
  /** Title of its area category, e.g. `Extensions`. */
  readonly category: string;
  /** First sentence of its summary, one line of Markdown. */
  readonly summary: string;
  /** Its page relative to the reference folder, e.g. `classes/Viewer.md`. */
  readonly file: string;
}

export interface ReferenceModel {
  /** Package summary (Markdown from the package comment). */
  readonly summary: string;
  /** Area categories in the order the reference shows them, with their descriptions. */
  readonly categories: readonly {readonly title: string; readonly description: string}[];
  /** Descriptions of the kind groups by title. */
  readonly groupDescriptions: Readonly<Record<string, string>>;
  readonly members: readonly ReferenceMember[];
}

export interface GeneratedPage {
  /** Path relative to the reference folder. */
  readonly file: string;
  readonly content: string;
}

/** URL slug of an area category: `Screen Lines` → `screen-lines`. */
export function categorySlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * One line of Markdown safe inside an MDX table cell: no newlines or pipes, and
 * braces and angle brackets escaped outside code spans (inside them MDX takes
 * them literally).
 */
export function cellText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/[{}<>]/g, (c) => `\\${c}`)))
    .join('')
    .replace(/\|/g, '\\|');
}

/** First sentence (up to the first full stop followed by a space or the end). */
export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(flat);
  return match?.[1] ?? flat;
}

/** Small frontmatter: title, sidebar position, a description for the meta tag, and no reading time (a reference page). */
function frontMatter(title: string, position: number, description: string): string {
  return [
    '---',
    `title: ${JSON.stringify(title)}`,
    `sidebar_position: ${position}`,
    `description: ${JSON.stringify(description)}`,
    `custom_edit_url: ${JSON.stringify(REFERENCE_EDIT_URL)}`,
    'readingTime: false',
    '---',
    '',
  ].join('\n');
}

/** Link from a page in `fromDir` ('' for the reference root) to a member file. */
export function linkTo(fromDir: string, file: string): string {
  if (fromDir === '') return `./${file}`;
  return file.startsWith(`${fromDir}/`) ? `./${file.slice(fromDir.length + 1)}` : `../${file}`;
}

function table(members: readonly ReferenceMember[], fromDir: string): string {
  const rows = members.map((m) => `| [${cellText(m.name)}](${linkTo(fromDir, m.file)}) | ${cellText(m.summary)} |`);
  return ['| Name | Description |', '|---|---|', ...rows].join('\n');
}

const byName = (a: ReferenceMember, b: ReferenceMember): number => a.name.localeCompare(b.name, 'en');

/** Plain text for a description attribute: code marks and escapes removed. */
function plain(text: string): string {
  return text.replace(/[`*]/g, '').replace(/\s+/g, ' ').trim();
}

/** Sidebar positions: areas first (developers look things up by area), then kinds. */
const AREA_POSITION_BASE = 1;
const KIND_POSITION_BASE = 50;

export function areaPages(model: ReferenceModel): GeneratedPage[] {
  return model.categories.map((category, index) => {
    const members = model.members.filter((m) => m.category === category.title);
    const sections = KIND_GROUPS.map((group) => {
      const inGroup = members.filter((m) => m.group === group.title).sort(byName);
      return inGroup.length === 0 ? '' : `## ${group.title}\n\n${table(inGroup, '')}\n`;
    }).filter(Boolean);
    const description = `${category.title} in the Tessera Viewer API reference: ${plain(firstSentence(category.description))}`;
    return {
      file: `${categorySlug(category.title)}.md`,
      content: `${frontMatter(category.title, AREA_POSITION_BASE + index, description)}\n${category.description}\n\n${sections.join('\n')}`,
    };
  });
}

export function kindPages(model: ReferenceModel): GeneratedPage[] {
  return KIND_GROUPS.map((group, index) => {
    const members = model.members.filter((m) => m.group === group.title);
    const sections = model.categories
      .map((category) => {
        const inCategory = members.filter((m) => m.category === category.title).sort(byName);
        return inCategory.length === 0 ? '' : `## ${category.title}\n\n${table(inCategory, group.folder)}\n`;
      })
      .filter(Boolean);
    const text = model.groupDescriptions[group.title] ?? '';
    return {
      file: `${group.folder}/index.md`,
      content: `${frontMatter(group.title, KIND_POSITION_BASE + index, plain(`${group.title} of the Tessera Viewer API. ${text}`))}\n${text}\n\n${sections.join('\n')}`,
    };
  });
}

export function homePage(model: ReferenceModel, position: number): GeneratedPage {
  const areas = model.categories.map(
    (c) =>
      `| [${cellText(c.title)}](./${categorySlug(c.title)}.md) | ${cellText(firstSentence(c.description))} | ${model.members.filter((m) => m.category === c.title).length} |`,
  );
  const kinds = KIND_GROUPS.map(
    (g) =>
      `| [${g.title}](./${g.folder}/index.md) | ${cellText(model.groupDescriptions[g.title] ?? '')} | ${model.members.filter((m) => m.group === g.title).length} |`,
  );
  const body = [
    model.summary,
    '',
    'This reference is generated from the TypeScript declarations of the library on every build of this site, so it always matches the published package. Each symbol has its own page; the tables below list them by area and by kind.',
    '',
    '## By area',
    '',
    '| Area | What it covers | Symbols |',
    '|---|---|---|',
    ...areas,
    '',
    '## By kind',
    '',
    '| Kind | What it covers | Symbols |',
    '|---|---|---|',
    ...kinds,
    '',
  ].join('\n');
  const description =
    'Reference of every class, interface, enumeration and function of the Tessera Viewer library, generated from its TypeScript declarations.';
  return {file: 'index.md', content: `${frontMatter('API reference', position, description)}\n${body}`};
}

/** Every page this module writes. */
export function referenceIndexPages(model: ReferenceModel, homePosition: number): GeneratedPage[] {
  return [homePage(model, homePosition), ...kindPages(model), ...areaPages(model)];
}
