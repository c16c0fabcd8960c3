/**
 * The home layout's frontmatter (SPEC.md §3: heroText, tagline, heroImage,
 * heroImageDark, heroAlt, actions, features, highlights), read defensively:
 * an item with a missing title or link is skipped, never rendered half-empty.
 */

export interface HomeAction {
  readonly text: string;
  readonly link: string;
  readonly type: 'primary' | 'secondary';
}

export interface HomeFeature {
  readonly title: string;
  readonly details?: string;
  readonly icon?: string;
  readonly link?: string;
}

export interface HomeHighlight {
  readonly header: string;
  readonly description?: string;
  readonly image?: string;
  readonly features: readonly HomeFeature[];
}

export interface HomeFrontMatter {
  readonly heroText?: string;
  readonly tagline?: string;
  readonly heroImage?: string;
  readonly heroImageDark?: string;
  readonly heroAlt?: string;
  readonly actions: readonly HomeAction[];
  readonly features: readonly HomeFeature[];
  readonly highlights: readonly HomeHighlight[];
}

type Raw = Record<string, unknown>;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const records = (value: unknown): Raw[] =>
  Array.isArray(value) ? value.filter((v): v is Raw => v !== null && typeof v === 'object' && !Array.isArray(v)) : [];

function feature(raw: Raw): HomeFeature | null {
  const title = str(raw.title);
  if (!title) return null;
  return {title, details: str(raw.details), icon: str(raw.icon), link: str(raw.link)};
}

function features(value: unknown): HomeFeature[] {
  return records(value).map(feature).filter((f): f is HomeFeature => f !== null);
}

export function isHomePage(frontMatter: Raw): boolean {
  return frontMatter.home === true;
}

export function parseHomeFrontMatter(fm: Raw): HomeFrontMatter {
  const actions = records(fm.actions).flatMap((a): HomeAction[] => {
    const text = str(a.text);
    const link = str(a.link);
    return text && link ? [{text, link, type: a.type === 'secondary' ? 'secondary' : 'primary'}] : [];
  });
  const highlights = records(fm.highlights).flatMap((h): HomeHighlight[] => {
    const header = str(h.header) ?? str(h.title);
    return header ? [{header, description: str(h.description), image: str(h.image), features: features(h.features)}] : [];
  });
  return {
    heroText: str(fm.heroText) ?? str(fm.title),
    tagline: str(fm.tagline),
    heroImage: str(fm.heroImage),
    heroImageDark: str(fm.heroImageDark),
    heroAlt: str(fm.heroAlt),
    actions,
    features: features(fm.features),
    highlights,
  };
}
