import {beforeAll, describe, expect, it} from 'vitest';
import {codeJson, sourceMessages} from './codeTranslations';

const RUSSIAN_ONLY = 'src/features/uniformat/client/UniformatTable/';

/**
 * Every label the site's code shows comes from i18n/<locale>/code.json (per-locale
 * labels from one place, translated), the plain-DOM features' too: Docusaurus's extractor
 * must find each translate() call, and Russian must have each id.
 */
describe('code translations', () => {
  // Docusaurus's extractor reads all of src/ once: seconds on a busy machine.
  beforeAll(() => sourceMessages(), 60_000);

  it('the extractor finds the labels of the DOM-only features and of the meta line', async () => {
    const {files} = await sourceMessages();
    expect(files['feature.backToTop']).toBe('src/features/back-to-top/client/texts.ts');
    expect(files['feature.lightbox.imageN']).toBe('src/features/lightbox/client/texts.ts');
    expect(files['articleMeta.lessThanMinute']).toBe('src/features/article/client/ArticleMeta/index.tsx');
  });

  it('Russian translates every id of our code, and keeps none that the code no longer uses', async () => {
    const {messages, files} = await sourceMessages();
    const ru = codeJson('ru');
    // Docusaurus's own ids (theme.*) come translated with the theme; ours must be in code.json,
    // except those of the Uniformat table, a Russian-only section's component written in Russian.
    const ours = Object.keys(messages).filter((id) => !id.startsWith('theme.') && !files[id]?.startsWith(RUSSIAN_ONLY));
    expect(ours.filter((id) => !(id in ru))).toEqual([]);
    expect(Object.keys(ru).filter((id) => !id.startsWith('theme.') && !(id in messages))).toEqual([]);
    for (const id of ours) expect(ru[id], id).not.toBe('');
  });

  it('English needs no file entry beyond the defaults in the code', async () => {
    const {messages} = await sourceMessages();
    const en = codeJson('en');
    for (const id of Object.keys(en).filter((i) => !i.startsWith('theme.'))) expect(messages, id).toHaveProperty(id);
  });
});
