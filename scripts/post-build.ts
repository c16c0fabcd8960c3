/**
 * Runs after `docusaurus build` (part of `npm run build` and `build:test`):
 * hashes the inline scripts into the security headers both servers send, writes
 * the caching and 404 rules for nginx (server/hostingRules.ts) and precompresses
 * the text files. Usage: `tsx scripts/post-build.ts [buildDir]`.
 */
import path from 'node:path';
import {siteConfig} from '../site.config';
import {precompressBuild} from '../server/precompress';
import {writeHostingRules} from '../server/hostingRules';
import {writeSecurityHeaders} from '../server/securityHeaders';

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const started = Date.now();
  const {hashes, pages} = writeSecurityHeaders(buildDir);
  console.log(
    `[post-build] ${pages} HTML files, ${hashes.length} inline script hash(es) in the Content-Security-Policy`,
  );
  console.log(`[post-build] nginx's caching and 404 rules in ${path.relative(buildDir, writeHostingRules(buildDir))}`);
  const result = await precompressBuild(buildDir, {
    minBytes: siteConfig.hosting.precompressMinBytes,
    skipDirs: [siteConfig.hosting.deployDir],
  });
  const mb = (n: number): string => (n / 1024 / 1024).toFixed(1);
  console.log(
    `[post-build] precompressed ${result.files} files: ${mb(result.rawBytes)} MB → brotli ${mb(result.brBytes)} MB, gzip ${mb(result.gzBytes)} MB ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

main().catch((error: unknown) => {
  console.error(`[post-build] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
