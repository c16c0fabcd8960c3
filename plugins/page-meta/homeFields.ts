/**
 * Build-time check of a home page's lists (old-site fields `actions`, `features`,
 * `highlights`), item by item: a bad item or value is reported with its path
 * (`features[2].title`) and only it is dropped, so the rest of the page still
 * renders. The lists are written back in the one shape
 * src/components/HomeLayout reads, which therefore carries no checks of its
 * own into the browser.
 */
import type {FrontMatterProblem} from './frontMatter';

type Raw = Record<string, unknown>;

const ACTION_TYPES = ['primary', 'secondary', 'default'] as const;

function isRecord(value: unknown): value is Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** "a number", "an object", "an array", "null": what a writer gave instead. */
export function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

class Checker {
  constructor(private readonly problems: FrontMatterProblem[]) {}

  report(field: string, message: string): void {
    this.problems.push({field, message});
  }

  /** The list at `field`, or undefined (reported unless absent). */
  list(value: unknown, field: string, shape: string): unknown[] | undefined {
    if (value === undefined) return undefined;
    if (Array.isArray(value)) return value;
    this.report(field, `must be a list of ${shape}, got ${kind(value)}; the value is ignored`);
    return undefined;
  }

  /** An item that must be an object; undefined (reported) otherwise. */
  item(value: unknown, field: string, shape: string): Raw | undefined {
    if (isRecord(value)) return value;
    this.report(field, `must be ${shape}, got ${kind(value)}; the item is ignored`);
    return undefined;
  }

  /** A required non-empty string; undefined (reported, the item goes) otherwise. */
  required(raw: Raw, key: string, field: string): string | undefined {
    const value = raw[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    this.report(`${field}.${key}`, `must be a non-empty string, got ${value === undefined ? 'nothing' : kind(value)}; the item is ignored`);
    return undefined;
  }

  /** An optional string; a value of another type is reported and only it is dropped. */
  optional(raw: Raw, key: string, field: string): string | undefined {
    const value = raw[key];
    if (value === undefined) return undefined;
    if (typeof value === 'string') return value.trim() || undefined;
    this.report(`${field}.${key}`, `must be a string, got ${kind(value)}; the value is ignored`);
    return undefined;
  }
}

/** Copies the defined values only, so the frontmatter carries no `undefined`s. */
function compact(entries: Record<string, unknown>): Raw {
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
}

/**
 * A home list checked item by item: `check` gets each object item with its
 * place (`features[2]`) and returns the cleaned item, or undefined to leave it out.
 */
function checkedList(c: Checker, value: unknown, field: string, shape: string, check: (raw: Raw, at: string) => Raw | undefined): Raw[] | undefined {
  const items = c.list(value, field, shape);
  if (!items) return undefined;
  return items.flatMap((entry, i) => {
    const at = `${field}[${i}]`;
    const raw = c.item(entry, at, shape);
    const checked = raw && check(raw, at);
    return checked ? [checked] : [];
  });
}

function features(c: Checker, value: unknown, field: string): Raw[] | undefined {
  return checkedList(c, value, field, '{title, details, icon, link}', (raw, at) => {
    const title = c.required(raw, 'title', at);
    const rest = {details: c.optional(raw, 'details', at), icon: c.optional(raw, 'icon', at), link: c.optional(raw, 'link', at)};
    return title ? compact({title, ...rest}) : undefined;
  });
}

function actions(c: Checker, value: unknown): Raw[] | undefined {
  return checkedList(c, value, 'actions', '{text, link, type}', (raw, at) => {
    const text = c.required(raw, 'text', at);
    const link = c.required(raw, 'link', at);
    let type: 'primary' | 'secondary' = 'primary';
    if (raw.type !== undefined) {
      if ((ACTION_TYPES as readonly unknown[]).includes(raw.type)) type = raw.type === 'primary' ? 'primary' : 'secondary';
      else c.report(`${at}.type`, `must be one of ${ACTION_TYPES.map((t) => `"${t}"`).join(', ')}, got ${typeof raw.type === 'string' ? `"${raw.type}"` : kind(raw.type)}; "primary" is used`);
    }
    return text && link ? {text, link, type} : undefined;
  });
}

function highlights(c: Checker, value: unknown): Raw[] | undefined {
  return checkedList(c, value, 'highlights', '{header, description, image, features}', (raw, at) => {
    // The old theme names a section's heading `header` (`title` in some of its versions) and its
    // items `features` or `highlights`: either works.
    const header = c.required(raw, raw.header === undefined && raw.title !== undefined ? 'title' : 'header', at);
    const rest = {
      description: c.optional(raw, 'description', at),
      image: c.optional(raw, 'image', at),
      imageDark: c.optional(raw, 'imageDark', at),
      imageAlt: c.optional(raw, 'imageAlt', at),
    };
    const list = [...(features(c, raw.features, `${at}.features`) ?? []), ...(features(c, raw.highlights, `${at}.highlights`) ?? [])];
    return header ? compact({header, ...rest, features: list}) : undefined;
  });
}

/** Checks and rewrites `actions`, `features` and `highlights` of `fm` in place. */
export function normaliseHomeLists(fm: Raw, problems: FrontMatterProblem[]): void {
  const c = new Checker(problems);
  const lists = {actions: actions(c, fm.actions), features: features(c, fm.features, 'features'), highlights: highlights(c, fm.highlights)};
  for (const [key, list] of Object.entries(lists)) {
    if (list === undefined) Reflect.deleteProperty(fm, key);
    else fm[key] = list;
  }
}
