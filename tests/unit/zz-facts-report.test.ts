import path from 'node:path';
import {it} from 'vitest';
import {siteConfig} from '../../site.config';
import {checkFacts, loadContent} from '../../plugins/content-check/contentCheck';
import {loadFacts} from '../../plugins/facts/facts';
it('report', () => {
  const siteDir = path.resolve(__dirname, '../..');
  const facts = loadFacts(siteDir, siteConfig.factsFile);
  for (const f of loadContent(siteDir, siteConfig.sections)) for (const p of checkFacts(f, facts)) console.log(p.message);
});
