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

export const siteDir = path.resolve(__dirname, '../..');
const PER_FOLDER = 50;

export interface BuildFigures {
  readonly seconds: number;
  readonly peakRssMb: number;
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

/** Runs a command, timing it and sampling the memory of its process tree every 250 ms. */
export function timedRun(cmd: string, cmdArgs: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<BuildFigures> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(cmd, cmdArgs, {cwd, env, stdio: ['ignore', 'ignore', 'inherit']});
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRss(child.pid));
    }, 250);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`${cmd} ${cmdArgs.join(' ')} exited with ${code}`));
      else resolve({seconds: (performance.now() - started) / 1000, peakRssMb: peak / 1024 / 1024});
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
