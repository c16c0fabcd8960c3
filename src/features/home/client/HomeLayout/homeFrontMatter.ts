/**
 * The home layout's frontmatter (old-site fields heroText, tagline, heroImage,
 * heroImageDark, heroAlt, actions, features, highlights). The build has
 * already checked every item and reported bad ones with file and field
 * (src/features/home/plugin/homeFields.ts); this reader stays small because it runs
 * in every docs page's bundle, and only guards against a shape it cannot render.
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

/** A picture with an optional variant for the dark colour mode. */
export interface HomeImage {
  readonly src: string;
  readonly srcDark?: string;
  readonly alt: string;
}

export interface HomeHighlight {
  readonly header: string;
  readonly description?: string;
  readonly image?: HomeImage;
  readonly features: readonly HomeFeature[];
}

export interface HomeFrontMatter {
  readonly heroText?: string;
  readonly tagline?: string;
  readonly heroImage?: HomeImage;
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
  return records(value)
    .map(feature)
    .filter((f): f is HomeFeature => f !== null);
}

function image(src: unknown, srcDark: unknown, alt: string): HomeImage | undefined {
  const light = str(src);
  return light ? {src: light, srcDark: str(srcDark), alt} : undefined;
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
    const header = str(h.header);
    // A highlight's picture illustrates its heading: without `imageAlt` the heading describes it.
    return header
      ? [
          {
            header,
            description: str(h.description),
            image: image(h.image, h.imageDark, str(h.imageAlt) ?? header),
            features: features(h.features),
          },
        ]
      : [];
  });
  return {
    heroText: str(fm.heroText) ?? str(fm.title),
    tagline: str(fm.tagline),
    // No `heroAlt`: the picture is decoration beside the hero's own heading.
    heroImage: image(fm.heroImage, fm.heroImageDark, str(fm.heroAlt) ?? ''),
    actions,
    features: features(fm.features),
    highlights,
  };
}
