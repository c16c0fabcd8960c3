/**
 * The release run of `npm run bench:scale`: what each added release of the documentation costs
 * the build. A copy of the repository gets generated pages in its largest product section
 * (Control), then the writers' own command cuts two releases (`release:cut`, every versioned
 * section frozen with Docusaurus's `docs:version`), so each section has three releases of the
 * same size. The Russian locale is built three times, with one, two and three releases in
 * `supported`; the report gives each build's pages, time and peak memory and what every added
 * release adds. Older releases the copy already had are left unsupported, so they are not built.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {siteConfig} from '../../site.config';
import {BUILD_ENV, commitAll, copyRepository, phaseTable, timedRun, writePages, type BuildFigures} from './scaleSite';

export interface ReleaseBuild extends BuildFigures {
  /** The releases built, newest first. */
  readonly releases: readonly string[];
  /** Pages in the build (its `index.html` files). */
  readonly pages: number;
}

function countPages(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) {
      if (entry.name !== 'assets') count += countPages(path.join(dir, entry.name));
    } else if (entry.name === 'index.html') count += 1;
  }
  return count;
}

/** Two release numbers after `current` (4.6 → 4.7, 4.8). */
function nextReleases(current: string): [string, string] {
  const [major, minor] = current.split('.').map(Number);
  return [`${major}.${(minor ?? 0) + 1}`, `${major}.${(minor ?? 0) + 2}`];
}

export async function releasesRun(pageCount: number, keep: boolean): Promise<ReleaseBuild[]> {
  const env = {...process.env, ...BUILD_ENV};
  const locale = siteConfig.locales.defaultLocale;
  const section = siteConfig.sections.find((s) => s.id === 'control');
  if (!section) throw new Error('site.config.ts has no control section to grow');
  const frozen = siteConfig.releases.current;
  const [first, second] = nextReleases(frozen);
  console.log(
    `Releases: ${pageCount} generated pages in ${section.id}, releases ${frozen} and ${first} cut with release:cut, ${second} current`,
  );
  const dir = copyRepository();
  try {
    writePages(
      pageCount,
      [path.join(dir, section.dir)],
      (folder, n) =>
        `---\ntitle: "Сгенерированный раздел ${path.basename(folder)}"\ndescription: "Страницы для замера выпусков"\norder: ${1000 + n}\n---\n\n<Catalog />\n`,
    );
    commitAll(dir);
    for (const next of [first, second]) {
      execFileSync('npx', ['tsx', 'scripts/release-cut.ts', next], {cwd: dir, stdio: ['ignore', 'ignore', 'inherit']});
      commitAll(dir);
    }
    const releasesFile = path.join(dir, 'site.releases.ts');
    const source = fs.readFileSync(releasesFile, 'utf8');
    const builds: ReleaseBuild[] = [];
    for (const built of [[second], [second, first], [second, first, frozen]]) {
      const supported = built.map((r) => `'${r}'`).join(', ');
      fs.writeFileSync(releasesFile, source.replace(/supported: \[[^\]]*\]/, `supported: [${supported}]`));
      const figures = await timedRun('npx', ['docusaurus', 'build', '--locale', locale], dir, env);
      const pages = countPages(path.join(dir, 'build'));
      console.log(
        `  ${built.length} release(s) (${built.join(', ')}): ${pages} pages built in ${figures.seconds.toFixed(1)} s, peak memory ${figures.peakRssMb.toFixed(0)} MB`,
      );
      builds.push({...figures, releases: built, pages});
    }
    return builds;
  } finally {
    if (keep) console.log(`  kept ${dir}`);
    else fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** Each added release's cost: pages, seconds and peak memory over the build with one release fewer. */
export function reportReleases(builds: readonly ReleaseBuild[]): void {
  builds.forEach((build, i) => {
    const before = builds[i - 1];
    const added = before
      ? `: +${build.pages - before.pages} pages, +${(build.seconds - before.seconds).toFixed(1)} s, ${build.peakRssMb - before.peakRssMb >= 0 ? '+' : ''}${(build.peakRssMb - before.peakRssMb).toFixed(0)} MB peak`
      : '';
    console.log(
      `  ${build.releases.length} release(s): ${build.pages} pages, ${build.seconds.toFixed(1)} s, peak ${build.peakRssMb.toFixed(0)} MB${added}`,
    );
  });
  const first = builds[0];
  const last = builds.at(-1);
  const added = first && last ? last.pages - first.pages : 0;
  for (const line of phaseTable(
    builds.map((b) => [`${b.releases.length} release(s)`, b] as const),
    added,
  ))
    console.log(line);
}
