import {describe, expect, it} from 'vitest';
import {parsePhaseTimes} from '../../scripts/bench/phaseTimes';
import {phaseTable, type BuildFigures} from '../../scripts/bench/scaleSite';

describe('the build phases bench:scale reads', () => {
  it("reads Docusaurus's performance log, coloured or not, in ms and in seconds", () => {
    const log = [
      '[INFO] [ru] Creating an optimized production build...',
      '\u001b[33m[PERF]\u001b[39m Build > ru > Load site - \u001b[31m12.34 seconds!\u001b[39m - \u001b[2m(Heap 100mb -> 900mb / Total 1000mb)\u001b[22m',
      '[PERF] Build > ru > postBuild() - tessera-search - 512.50 ms - (Heap 1mb -> 2mb / Total 3mb)',
      '[PERF][KO] Build > ru > SSG - 2.00 seconds! - (Heap 1mb -> 2mb / Total 3mb)',
      '[SUCCESS] Generated static files in "build".',
    ].join('\n');
    expect(parsePhaseTimes(log)).toEqual([
      {label: 'Build > ru > Load site', ms: 12_340},
      {label: 'Build > ru > postBuild() - tessera-search', ms: 512.5},
      {label: 'Build > ru > SSG', ms: 2000},
    ]);
  });

  it('tabulates the build phases and postBuilds of at least a second, with their cost per 1,000 added pages', () => {
    const build = (ssg: number, search: number): BuildFigures => ({
      seconds: 0,
      peakRssMb: 0,
      phases: [
        {label: 'Build > ru > SSG', ms: ssg, peakRssMb: 2048},
        {label: 'Build > ru > postBuild() > postBuild() - tessera-search', ms: search, peakRssMb: 1024},
        {label: 'Build > ru > Load site', ms: 200, peakRssMb: 512},
        {
          label: 'Build > ru > Load site > Load plugins > Load plugins content > Load docs@control',
          ms: 5000,
          peakRssMb: 512,
        },
        {label: 'SSG Worker 1 - Task 4 - Rendering 10 pathnames', ms: 1500, peakRssMb: 512},
      ],
    });
    expect(
      phaseTable(
        [
          ['before', build(10_000, 500)],
          ['after', build(30_000, 4_500)],
        ],
        2_000,
      ),
    ).toEqual([
      '  phase — before | after — per 1,000 added pages',
      '  SSG: 10.0 s, 2.0 GB | 30.0 s, 2.0 GB — 10.0 s',
      '  postBuild() > postBuild() - tessera-search: 0.5 s, 1.0 GB | 4.5 s, 1.0 GB — 2.0 s',
    ]);
  });
});
