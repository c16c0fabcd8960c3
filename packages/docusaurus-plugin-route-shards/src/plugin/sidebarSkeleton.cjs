/**
 * A docs section's sidebar as every page of the section loads it: a skeleton
 * whose collapsed categories carry no children, and the children of each such
 * category, which the route shard of a page below it brings (routesLoader.cjs).
 * Pure (apart from reading the file the plugin wrote), shared by the version
 * data's loader (the skeleton), the route table's loader (what a shard
 * registers) and the units, so all three agree on keys and shapes.
 *
 * A category is keyed by its place: `<pluginId>/<version>/<sidebar>:<i>.<j>…`.
 * It is left in the skeleton with its children (inline) when:
 * - a page outside every route shard (a section's own page) lies below it, or
 *   it links such a page: that page has no shard to bring them;
 * - it starts expanded (`collapsed: false`, `collapsible: false`) or may be
 *   expanded by a pattern (`customProps.activeMatch`): its children render
 *   without a click;
 * - none of its children is visible while it is not active (the theme then
 *   draws it as a plain link or not at all, which needs the children), or no
 *   page below it or linked by it has a route shard to bring them.
 * Otherwise its `items` are one placeholder (PENDING, a blank `html` item, so
 * the theme's visibility and link helpers, which read `items`, still see a
 * visible child and no link) and `lazyItems` says how to get them: the key,
 * a page whose shard registers them, and the first link the theme would have
 * found below it (the server-rendered link of a category without a page).
 */
const fs = require('node:fs');
const path = require('node:path');

/** Where the plugin writes every docs version's full sidebars and page keys (Docusaurus's createData). */
const SIDEBARS_FILE = path.join('docusaurus-plugin-route-shards', 'default', 'sidebars.json');

/**
 * The placeholder child of a category whose children are not loaded yet. It is
 * one line tall: the theme's Collapsible animates an opening category to the
 * height its content has then, and sets no height of its own only when that
 * animation ends, which a transition from 0 to 0 px never does.
 */
const PENDING_CLASS = 'route-shards-sidebar-pending';
const PENDING = Object.freeze({type: 'html', value: '&nbsp;', defaultStyle: true, className: PENDING_CLASS});

/**
 * A page path as pages are keyed here: sidebar links carry permalinks without
 * the trailing slash the routes add (`trailingSlash: true`).
 */
function pagePath(href) {
  return href.replace(/\/+$/, '') || '/';
}

/** The key of the `index`-th item below `parent` (a key, or a sidebar's base `<prefix><sidebar>:`). */
function childKey(parent, index) {
  return parent.endsWith(':') ? `${parent}${index}` : `${parent}.${index}`;
}

function sidebarBase(pluginId, version, sidebar) {
  return `${pluginId}/${version}/${sidebar}:`;
}

/** Whether the theme shows an item when nothing below it is active (`isVisibleSidebarItem` with no active path). */
function visible(item) {
  if (item.type === 'category')
    return (typeof item.href !== 'undefined' && !item.linkUnlisted) || item.items.some(visible);
  if (item.type === 'link') return !item.unlisted;
  return true;
}

/** The theme's `findFirstSidebarItemLink` on full items. */
function firstLink(item) {
  if (item.type === 'link') return item.unlisted ? undefined : item.href;
  if (item.type !== 'category') return undefined;
  if (item.href && !item.linkUnlisted) return item.href;
  for (const sub of item.items) {
    const link = firstLink(sub);
    if (link) return link;
  }
  return undefined;
}

/** Every category of a version's sidebars with its key (`visit(category, key, ancestorKeys)`), depth first. */
function walkCategories(sidebars, pluginId, version, visit) {
  const walk = (items, parent, ancestors) => {
    items.forEach((item, index) => {
      if (item.type !== 'category') return;
      const key = childKey(parent, index);
      visit(item, key, ancestors);
      walk(item.items, key, [...ancestors, key]);
    });
  };
  for (const [name, items] of Object.entries(sidebars)) walk(items, sidebarBase(pluginId, version, name), []);
}

/** Each category object of the sidebars → its key. */
function categoryKeys(sidebars, pluginId, version) {
  const keys = new Map();
  walkCategories(sidebars, pluginId, version, (category, key) => keys.set(category, key));
  return keys;
}

/**
 * The categories each page of the sidebars needs expanded-ready: for a page a
 * link or a category links, the categories above it (and the category itself).
 */
function linkedPageKeys(sidebars, pluginId, version) {
  const pages = {};
  const add = (href, keys) => {
    if (typeof href !== 'string' || keys.length === 0) return;
    const page = pagePath(href);
    pages[page] = [...new Set([...(pages[page] ?? []), ...keys])];
  };
  const walk = (items, parent, ancestors) => {
    items.forEach((item, index) => {
      if (item.type === 'link' && item.docId) add(item.href, ancestors);
      if (item.type !== 'category') return;
      const key = childKey(parent, index);
      add(item.href, [...ancestors, key]);
      walk(item.items, key, [...ancestors, key]);
    });
  };
  for (const [name, items] of Object.entries(sidebars)) walk(items, sidebarBase(pluginId, version, name), []);
  return pages;
}

/** The category at `key` in the sidebars, or undefined. */
function categoryAt(sidebars, key) {
  const colon = key.lastIndexOf(':');
  const name = key.slice(key.indexOf('/', key.indexOf('/') + 1) + 1, colon);
  let items = sidebars[name];
  let found;
  for (const index of key.slice(colon + 1).split('.')) {
    found = items?.[Number(index)];
    if (!found || found.type !== 'category') return undefined;
    items = found.items;
  }
  return found;
}

/**
 * The keys left inline because a page with no route shard needs them: every
 * key of a page of `entry` that is not in `shardedPaths` (pagePath form).
 */
function inlineKeys(entry, shardedPaths) {
  const keys = new Set();
  for (const [page, pageKeys] of Object.entries(entry.pageKeys)) {
    if (!shardedPaths.has(page)) for (const key of pageKeys) keys.add(key);
  }
  return keys;
}

/** The page whose shard brings a category's children: one it links, else the first doc page below it. */
function loadPath(category, key, entry, shardedPaths) {
  const candidates = [];
  if (typeof category.href === 'string') candidates.push(category.href);
  const collect = (items) => {
    for (const item of items) {
      if (item.type === 'link' && item.docId) candidates.push(item.href);
      if (item.type === 'category') {
        if (typeof item.href === 'string') candidates.push(item.href);
        collect(item.items);
      }
    }
  };
  collect(category.items);
  return candidates.map(pagePath).find((page) => shardedPaths.has(page) && (entry.pageKeys[page] ?? []).includes(key));
}

/**
 * Where the category at `key` gets its children when it leaves them out of the skeleton (see the
 * file's comment): the page whose shard brings them; undefined when it keeps them inline.
 */
function lazyLoadPath(category, key, entry, inline, shardedPaths) {
  const lazy =
    !inline.has(key) &&
    category.collapsible !== false &&
    category.collapsed !== false &&
    typeof category.customProps?.activeMatch !== 'string' &&
    category.items.some(visible);
  return lazy ? loadPath(category, key, entry, shardedPaths) : undefined;
}

/** Items as the browser first gets them: lazy categories at any depth hold PENDING and `lazyItems`. */
function skeletonItems(items, parent, entry, inline, shardedPaths) {
  return items.map((item, index) => {
    if (item.type !== 'category') return item;
    const key = childKey(parent, index);
    const load = lazyLoadPath(item, key, entry, inline, shardedPaths);
    if (load === undefined) return {...item, items: skeletonItems(item.items, key, entry, inline, shardedPaths)};
    const first = !item.href || item.linkUnlisted ? firstLink(item) : undefined;
    return {...item, items: [PENDING], lazyItems: {key, path: load, ...(first ? {firstLink: first} : {})}};
  });
}

/** A version's sidebars as the browser first gets them. */
function skeletonSidebars(entry, shardedPaths) {
  const inline = inlineKeys(entry, shardedPaths);
  return Object.fromEntries(
    Object.entries(entry.sidebars).map(([name, items]) => [
      name,
      skeletonItems(items, sidebarBase(entry.pluginId, entry.version, name), entry, inline, shardedPaths),
    ]),
  );
}

/**
 * The children a route shard registers: for each of its pages, those of the
 * lazy categories above it (or linking it), in skeleton form (deeper lazy
 * categories pending), keyed.
 */
function shardChildren(entries, pages, shardedPaths) {
  const out = {};
  for (const entry of entries) {
    const inline = inlineKeys(entry, shardedPaths);
    for (const page of pages) {
      for (const key of entry.pageKeys[pagePath(page)] ?? []) {
        if (key in out) continue;
        const category = categoryAt(entry.sidebars, key);
        if (category && lazyLoadPath(category, key, entry, inline, shardedPaths) !== undefined)
          out[key] = skeletonItems(category.items, key, entry, inline, shardedPaths);
      }
    }
  }
  return out;
}

/** The entries the plugin wrote into the `.docusaurus` folder `dir` (none when it has not run). */
let lastRead = {source: '', entries: []};
function readEntries(dir) {
  const file = path.join(dir, SIDEBARS_FILE);
  if (!fs.existsSync(file)) return [];
  const source = fs.readFileSync(file, 'utf8');
  if (source === lastRead.source) return lastRead.entries;
  const entries = JSON.parse(source);
  if (!Array.isArray(entries))
    throw new Error(`docusaurus-plugin-route-shards (docs-version-data): ${file} is not a list of versions`);
  lastRead = {source, entries};
  return entries;
}

/** Every page path a route shard of the plan holds (as pagePath writes them). */
function shardedPathsOf(plan) {
  return new Set(plan.shards.flatMap((shard) => shard.leaves.map((leaf) => pagePath(leaf.path))));
}

/** The browser's store of category children, which generated modules import (handed to the bundler by path, not loaded here). */
const CHILDREN_STORE = path.join(__dirname, '../client/sidebarChildren.ts');

module.exports = {
  CHILDREN_STORE,
  SIDEBARS_FILE,
  PENDING,
  PENDING_CLASS,
  pagePath,
  childKey,
  sidebarBase,
  visible,
  firstLink,
  walkCategories,
  categoryKeys,
  linkedPageKeys,
  categoryAt,
  inlineKeys,
  lazyLoadPath,
  skeletonSidebars,
  shardChildren,
  readEntries,
  shardedPathsOf,
};
