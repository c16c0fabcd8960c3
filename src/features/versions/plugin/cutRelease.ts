/**
 * `npm run release:cut -- <next>`: the docs folders describe release `current`; cutting
 * freezes them as that release (Docusaurus's own `docs:version:<id>` for every versioned
 * section: the pages, their sidebar and the English translations), copies the sections'
 * protected pages under the release's number, keeps the facts file of that release beside the current one, and makes `<next>` the current release, supported
 * with the others (site.releases.ts).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {releaseFactsFile} from './pageReleases';
import {keptReleases, type ReleaseConfig, type VersionedSection} from './releaseSections';
import {PROTECTED_DIR} from '../../encrypt/plugin/routes';

const RELEASE = /^\d+\.\d+$/;

/** Compares release numbers as numbers (4.10 after 4.9). */
export function compareReleases(a: string, b: string): number {
  return a.localeCompare(b, 'en', {numeric: true});
}

/** What is wrong with cutting for `next`, or undefined. */
export function cutProblem(next: string, releases: ReleaseConfig): string | undefined {
  if (!RELEASE.test(next)) return `the next release must be a number such as 4.7, got "${next}"`;
  if (compareReleases(next, releases.current) <= 0)
    return `the next release ${next} must come after the current one, ${releases.current}`;
  return undefined;
}

/** site.releases.ts with `next` as the current release, supported first. */
export function nextReleasesSource(source: string, releases: ReleaseConfig, next: string): string {
  const supported = [next, ...releases.supported].map((r) => `'${r}'`).join(', ');
  const withCurrent = source.replace(/current: '[^']*'/, `current: '${next}'`);
  const result = withCurrent.replace(/supported: \[[^\]]*\]/, `supported: [${supported}]`);
  if (result === source || !result.includes(`supported: [${supported}]`))
    throw new Error("site.releases.ts: expected `current: '…'` and `supported: [ … ]` to rewrite");
  return result;
}

/**
 * Protected pages of the versioned sections (`protected/<locale>/<section>/…`, outside the docs
 * folders) are frozen with the release too: copied to `protected/<locale>/<section>/<frozen>/`,
 * leaving out the older releases' own folders. Returns the folders written.
 */
export function copyProtectedPages(siteDir: string, sections: readonly VersionedSection[], frozen: string): string[] {
  const root = path.join(siteDir, PROTECTED_DIR);
  if (!fs.existsSync(root)) return [];
  const written: string[] = [];
  for (const locale of fs.readdirSync(root, {withFileTypes: true}).filter((e) => e.isDirectory())) {
    for (const section of sections.filter((s) => s.versioned)) {
      const from = path.join(root, locale.name, section.routeBasePath);
      if (!fs.existsSync(from)) continue;
      const to = path.join(from, frozen);
      if (fs.existsSync(to)) continue;
      const entries = fs.readdirSync(from).filter((name) => !RELEASE.test(name));
      if (entries.length === 0) continue;
      for (const name of entries) fs.cpSync(path.join(from, name), path.join(to, name), {recursive: true});
      written.push(path.relative(siteDir, to));
    }
  }
  return written;
}

export function cutRelease(
  siteDir: string,
  sections: readonly VersionedSection[],
  releases: ReleaseConfig,
  factsFile: string,
  next: string,
  log: (line: string) => void,
): void {
  const problem = cutProblem(next, releases);
  if (problem) throw new Error(problem);
  const frozen = releases.current;
  for (const section of sections.filter((s) => s.versioned)) {
    if (keptReleases(siteDir, section.id).includes(frozen)) {
      log(`${section.id}: release ${frozen} is already kept, skipped`);
      continue;
    }
    execFileSync('npx', ['docusaurus', `docs:version:${section.id}`, frozen], {cwd: siteDir, stdio: 'inherit'});
  }
  for (const copy of copyProtectedPages(siteDir, sections, frozen)) log(`protected pages of ${frozen}: ${copy}`);
  const factsCopy = releaseFactsFile(factsFile, frozen);
  fs.mkdirSync(path.dirname(path.join(siteDir, factsCopy)), {recursive: true});
  const facts = fs.readFileSync(path.join(siteDir, factsFile), 'utf8');
  fs.writeFileSync(
    path.join(siteDir, factsCopy),
    facts.replace(/^# Product facts/m, `# Product facts of release ${frozen}`),
  );
  log(`facts of ${frozen}: ${factsCopy}`);
  const releasesFile = path.join(siteDir, 'site.releases.ts');
  fs.writeFileSync(releasesFile, nextReleasesSource(fs.readFileSync(releasesFile, 'utf8'), releases, next));
  log(`site.releases.ts: current ${next}, supported ${[next, ...releases.supported].join(', ')}`);
}
