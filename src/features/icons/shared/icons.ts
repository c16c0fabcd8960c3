/**
 * Bundled icon set (replaces the old site's CDN icon script): 24×24 stroke
 * drawings referenced by name from frontmatter (`icon: collision`) and components.
 */
export const icons = {
  collision: 'M4 9h8v8H4zM12 7h8v8h-8zM12 9v6',
  cost: 'M12 3v18M16.5 7.5c0-1.7-2-3-4.5-3s-4.5 1.3-4.5 3 2 2.6 4.5 3 4.5 1.3 4.5 3.3-2 3.2-4.5 3.2-4.5-1.4-4.5-3.1',
  space: 'M3 3h18v18H3zM3 12h9v9M12 3v5M16 12h5',
  site: 'M3 21h18M5 21V10l5-3v14M10 21V4l9 4v13M13 10h3M13 14h3M13 18h3',
  platform: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5M3 17l9 5 9-5',
  api: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  viewer: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5',
  book: 'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z',
  rocket: 'M5 19l3-1-2-2zM9 15l-3-3 5-7c2.5-2 6-2 8-2 0 2 0 5.5-2 8l-7 5zM15 9.5a1.5 1.5 0 1 0 0-.01',
  table: 'M3 5h18v14H3zM3 10h18M3 15h18M9 5v14',
  lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11M12 15v2',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  upload: 'M12 21V9M7 14l5-5 5 5M4 4h16',
  settings: 'M4 7h10M18 7h2M4 17h4M12 17h8M16 5v4M10 15v4',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5c1.8.9 3 2.9 3 5.5',
  key: 'M8 15a4 4 0 1 0 0-.01M11 12l9-9M16 7l3 3M14 9l2 2',
  layers: 'M12 4l9 4.5-9 4.5-9-4.5zM3 15.5l9 4.5 9-4.5',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  check: 'M4 12.5l5 5L20 6.5',
  tree: 'M4 4h6v4H4zM14 10h6v4h-6zM14 18h6v4h-6zM7 8v12h7M7 12h7',
  filter: 'M3 5h18l-7 8v6l-4 2v-8z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  server: 'M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 3',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.01',
  warning: 'M12 3l10 18H2zM12 10v5M12 18v.01',
  list: 'M9 6h12M9 12h12M9 18h12M4 6h.01M4 12h.01M4 18h.01',
  translate: 'M4 5h9M8.5 3v2M11 5c-1 4-3.5 7-7 9M6 9c1.5 2.3 3.5 4 6 5M13 21l4-9 4 9M14.5 18h5',
  ruler: 'M3 17L17 3l4 4L7 21zM7 13l2 2M10 10l2 2M13 7l2 2',
} as const;

export type IconName = keyof typeof icons;

export function isIconName(name: unknown): name is IconName {
  return typeof name === 'string' && Object.hasOwn(icons, name);
}
