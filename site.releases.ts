/**
 * Releases of the documentation: part of site.config.ts (which re-exports it), in a file of its
 * own because `npm run release:cut` rewrites it. The docs folders (`content/<section>/`) describe
 * `current`; each older release of a versioned section is a Docusaurus version of its docs
 * (`<id>_versions.json`, `<id>_versioned_docs/version-<release>/`, the English translation in
 * `i18n/en/docusaurus-plugin-content-docs-<id>/version-<release>/`), served under its number
 * (`/control/4.5/…`). A release missing from `supported` is left out of the build, and its
 * addresses lead to the current release's pages.
 */
export const releases = {
  /** The release the docs folders describe: the default address of every versioned section. */
  current: '4.6',
  /** The releases readers can open, newest first: the current one and the older ones still supported. */
  supported: ['4.6', '4.5'],
} as const;
