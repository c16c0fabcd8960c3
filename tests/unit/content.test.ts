import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteConfig} from '../../site.config';
import {checkFacts, checkFile, checkPairs, knownRoutes, loadContent, proseWords} from '../../plugins/content-check/contentCheck';
import {loadFacts} from '../../plugins/facts/facts';

const siteDir = path.resolve(__dirname, '../..');
const files = loadContent(siteDir, siteConfig.sections);
const routes = knownRoutes(siteDir, siteConfig.sections);
const facts = loadFacts(siteDir, siteConfig.factsFile);

describe('content of every page', () => {
  it('finds the pages', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((f) => [f.file, f] as const))('%s follows the writer’s guide', (_name, file) => {
    expect(checkFile(file, siteDir, routes).map((p) => p.message)).toEqual([]);
  });

  it.each(files.map((f) => [f.file, f] as const))('%s states product facts as src/facts/facts.yml has them', (_name, file) => {
    expect(checkFacts(file, facts).map((p) => p.message)).toEqual([]);
  });

  it('pairs every translation with its Russian original', () => {
    expect(checkPairs(files)).toEqual([]);
  });
});

describe('proseWords', () => {
  it('counts words of prose and leaves code and tables out', () => {
    const body = ['Откройте окно «Проекты» и выберите модель.', '', '```ts', 'const a = 1;', '```', '| a | b |', '|---|---|'].join('\n');
    expect(proseWords(body)).toBe(6);
  });
});
