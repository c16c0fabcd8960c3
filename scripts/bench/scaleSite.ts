/**
 * What the scale benches share: a copy of the repository to grow, generated pages written into it,
 * a git commit of it (Docusaurus and the contributors step read the history), and a build's time and
 * peak memory measured over its whole process tree.
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {syntheticCorpus} from './syntheticCorpus';
import {parsePhaseTimes, type PhaseTime} from './phaseTimes';

export const siteDir = path.resolve(__dirname, '../..');

/**
 * The environment of every measured build: the build's own locale choice, no persistent bundler
 * cache (the copies link this repository's node_modules, where it lives: a warm build is not what
 * is measured), and Docusaurus's performance log, which gives the phases.
 */
export const BUILD_ENV = {
  DOCUSAURUS_CURRENT_LOCALE: undefined,
  DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
  DOCUSAURUS_PERF_LOGGER: 'true',
} as const;
const PER_FOLDER = 50;

export interface BuildFigures {
  readonly seconds: number;
  readonly peakRssMb: number;
  /** The phases of the build's performance log, in the order they ended (none without the log). */
  readonly phases: readonly Phase[];
}

/** Resident memory of a process and all its descendants, from /proc (Linux). */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kbRss = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const pid = Number(entry);
      rss.set(pid, kbRss * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [rootPid];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** A phase of the build as its performance log reports it, with the peak memory sampled while it ran. */
export interface Phase extends PhaseTime {
  readonly peakRssMb: number;
}

/**
 * Runs a command, timing it and sampling the memory of its process tree every 250 ms. With
 * `DOCUSAURUS_PERF_LOGGER=true` in `env`, the build's performance log gives its phases, each with
 * the peak memory of the samples taken between its start and end.
 */
export function timedRun(cmd: string, cmdArgs: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<BuildFigures> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(cmd, cmdArgs, {cwd, env, stdio: ['ignore', 'pipe', 'inherit']});
    let peak = 0;
    const samples: Array<readonly [number, number]> = [];
    const phases: Phase[] = [];
    const timer = setInterval(() => {
      if (!child.pid) return;
      const rss = treeRss(child.pid);
      peak = Math.max(peak, rss);
      samples.push([performance.now(), rss]);
    }, 250);
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      const now = performance.now();
      for (const time of parsePhaseTimes(lines.join('\n'))) {
        const during = samples.filter(([t]) => t >= now - time.ms - 250 && t <= now).map(([, rss]) => rss);
        phases.push({...time, peakRssMb: Math.max(0, ...during) / 1024 / 1024});
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`${cmd} ${cmdArgs.join(' ')} exited with ${code}`));
      else resolve({seconds: (performance.now() - started) / 1000, peakRssMb: peak / 1024 / 1024, phases});
    });
  });
}

/** Markdown of one generated page: frontmatter, then its sections, each with a list, the second with a table. */
export function pageMarkdown(
  title: string,
  sections: ReadonlyArray<{heading: string; text: string}>,
  order: number,
): string {
  const body = sections
    .map((s, i) => {
      const words = s.text.split(' ');
      const list = words
        .slice(0, 3)
        .map((w) => `- ${w}`)
        .join('\n');
      const table =
        i === 1
          ? `\n\n| Параметр | Значение |\n|---|---|\n| ${words[0]} | ${order} |\n| ${words[1] ?? 'нет'} | ${i} |`
          : '';
      return `## ${s.heading}\n\n${s.text}\n\n${list}${table}`;
    })
    .join('\n\n');
  return `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(`Сгенерированная страница ${order}`)}\norder: ${order}\n---\n\n${body}\n`;
}

/** Writes `count` generated pages round-robin into `targetDirs`, PER_FOLDER to a folder, each folder with an index page. */
export function writePages(
  count: number,
  targetDirs: readonly string[],
  withFrontMatterIndex: (folder: string, n: number) => string,
): void {
  if (targetDirs.length === 0) throw new Error('no folder to write generated pages into');
  const corpus = syntheticCorpus(count);
  corpus.pages.forEach((page, i) => {
    const target = targetDirs[i % targetDirs.length] ?? '';
    const folder = path.join(
      target,
      `synthetic-${String(Math.floor(i / targetDirs.length / PER_FOLDER)).padStart(3, '0')}`,
    );
    if (!fs.existsSync(folder)) {
      fs.mkdirSync(folder, {recursive: true});
      fs.writeFileSync(path.join(folder, 'index.md'), withFrontMatterIndex(folder, i));
    }
    const sections = page.sections.filter((s) => s.heading).map((s) => ({heading: s.heading, text: s.text}));
    fs.writeFileSync(path.join(folder, `page-${i}.md`), pageMarkdown(page.title, sections, i));
  });
}

/** Commits a folder as a new repository: Docusaurus reads each page's last update from git. */
export function commitAll(dir: string): void {
  const git = (...gitArgs: string[]): void => {
    execFileSync('git', gitArgs, {
      cwd: dir,
      stdio: 'ignore',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'bench',
        GIT_AUTHOR_EMAIL: 'bench@localhost',
        GIT_COMMITTER_NAME: 'bench',
        GIT_COMMITTER_EMAIL: 'bench@localhost',
      },
    });
  };
  if (!fs.existsSync(path.join(dir, '.git'))) git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'bench:scale snapshot');
}

/** A copy of the repository without its build output, dependencies linked. */
export function copyRepository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-scale-'));
  const skip = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'build-shards-off']);
  for (const entry of fs.readdirSync(siteDir)) {
    if (skip.has(entry)) continue;
    fs.cpSync(path.join(siteDir, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/**
 * The phases that took at least a second in any of the builds, one line each: its time and peak
 * memory in every build, and what it costs per 1,000 pages between the first build and the last
 * (`pagesAdded` pages apart).
 */
export function phaseTable(builds: ReadonlyArray<readonly [string, BuildFigures]>, pagesAdded: number): string[] {
  // The build's own phases and each postBuild, not the per-worker and per-plugin loading lines (concurrent, overlapping).
  const shown = (label: string): boolean =>
    /^Build > [^>]+ > [^>]+$/.test(label) || /^Build > [^>]+ > postBuild\(\) > /.test(label);
  const labels = [
    ...new Set(builds.flatMap(([, b]) => b.phases.filter((p) => p.ms >= 1000 && shown(p.label)).map((p) => p.label))),
  ];
  if (labels.length === 0) return ['  (no performance log: DOCUSAURUS_PERF_LOGGER=true was not set)'];
  const find = (build: BuildFigures, label: string): Phase | undefined => build.phases.find((p) => p.label === label);
  const first = builds[0]?.[1];
  const last = builds.at(-1)?.[1];
  return [
    `  phase — ${builds.map(([name]) => name).join(' | ')} — per 1,000 added pages`,
    ...labels.map((label) => {
      const cells = builds.map(([, b]) => {
        const phase = find(b, label);
        return phase ? `${(phase.ms / 1000).toFixed(1)} s, ${(phase.peakRssMb / 1024).toFixed(1)} GB` : '—';
      });
      // With one build, per 1,000 pages is its whole time over the pages (the base is small beside them).
      const a = builds.length > 1 && first ? find(first, label) : undefined;
      const z = last && find(last, label);
      const per = z && pagesAdded > 0 ? `${(((z.ms - (a?.ms ?? 0)) / 1000 / pagesAdded) * 1000).toFixed(1)} s` : '—';
      return `  ${label.replace(/^Build > [^>]+ > /, '')}: ${cells.join(' | ')} — ${per}`;
    }),
  ];
}
