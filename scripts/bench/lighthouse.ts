/**
 * Lighthouse scores and timings of a page, mobile and desktop, median of N
 * runs, in Debian's Chromium. Timings vary with machine load: the bench
 * reports them and never gates on them.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {CHROMIUM_ARGS} from '../chromium';

const execFileAsync = promisify(execFile);
// Lighthouse runs as its own Node process: under tsx, functions it sends
// into the page would carry the transpiler's helpers and fail there.
const LIGHTHOUSE_CLI = path.resolve(__dirname, '../../node_modules/lighthouse/cli/index.js');

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Audits that cost accessibility, best-practices or SEO points in any run, as `category: audit-id`. */
  readonly failing: readonly string[];
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number): number => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

interface LighthouseReport {
  readonly runtimeError?: {readonly message: string};
  readonly categories: Record<
    string,
    | {readonly score: number | null; readonly auditRefs?: readonly {readonly id: string; readonly weight: number}[]}
    | undefined
  >;
  readonly audits: Record<string, {readonly numericValue?: number; readonly score?: number | null} | undefined>;
}

const GRADED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

/** The weighted audits below a full score in the categories that must reach 1.00. */
function failingAudits(lhr: LighthouseReport): string[] {
  return GRADED_CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter(
        (ref) =>
          ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && (lhr.audits[ref.id]?.score ?? 1) < 1,
      )
      .map((ref) => `${category}: ${ref.id}`),
  );
}

async function runOnce(url: string, formFactor: FormFactor, chromePath: string): Promise<LighthouseFigures> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  if (formFactor === 'desktop') args.push('--preset=desktop');
  const {stdout} = await execFileAsync(process.execPath, args, {
    env: {...process.env, CHROME_PATH: chromePath},
    maxBuffer: 256 * 1024 * 1024,
  });
  const lhr = JSON.parse(stdout) as LighthouseReport;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string): number => lhr.categories[id]?.score ?? 0;
  const value = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    failing: failingAudits(lhr),
  };
}

export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  runs: number,
  chromePath: string,
): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(url, formFactor, chromePath));
  const m = (key: Exclude<keyof LighthouseFigures, 'failing'>): number => median(results.map((r) => r[key]));
  return {
    performance: m('performance'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    seo: m('seo'),
    fcpMs: m('fcpMs'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    failing: [...new Set(results.flatMap((r) => r.failing))],
  };
}
