/**
 * `npm run release:cut -- 4.7`: freezes the docs of the current release under its number and
 * makes 4.7 the current one (src/features/versions/plugin/cutRelease.ts; WRITING.md, "Releases").
 */
import path from 'node:path';
import {siteConfig} from '../site.config';
import {cutRelease} from '../src/features/versions/plugin/cutRelease';

const next = process.argv[2] ?? '';
try {
  cutRelease(
    path.resolve(__dirname, '..'),
    siteConfig.sections,
    siteConfig.releases,
    siteConfig.factsFile,
    next,
    (line) => console.log(line),
  );
  console.log(
    `Release ${siteConfig.releases.current} is kept under /<section>/${siteConfig.releases.current}/. Next: write ${next} into the release notes and the supported-versions page, change the facts that differ in src/features/facts/facts.yml, and run npm test.`,
  );
} catch (error) {
  console.error(`release:cut: ${(error as Error).message}`);
  process.exit(1);
}
