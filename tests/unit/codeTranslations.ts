/**
 * The site's UI strings as Docusaurus serves them: the default (English) messages of every
 * `translate()` in src/, found by Docusaurus's own extractor (the one `write-translations`
 * uses), overlaid with i18n/<locale>/code.json. Lets units check wording without a build.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';
import {globTranslatableSourceFiles} from '@docusaurus/utils';

const siteDir = path.resolve(__dirname, '../..');

export type Messages = Readonly<Record<string, string>>;

let extracted: Promise<{messages: Messages; files: Readonly<Record<string, string>>}> | undefined;

/** Default messages of every translate() call in src/, and the file each id is in. */
export function sourceMessages(): Promise<{messages: Messages; files: Readonly<Record<string, string>>}> {
  extracted ??= (async () => {
    const files = await globTranslatableSourceFiles([path.join(siteDir, 'src')]);
    const results = await extractAllSourceCodeFileTranslations(files, getBabelOptions({isServer: true}));
    const messages: Record<string, string> = {};
    const where: Record<string, string> = {};
    for (const {sourceCodeFilePath, translations} of results) {
      for (const [id, {message}] of Object.entries(translations)) {
        messages[id] = message;
        where[id] = path.relative(siteDir, sourceCodeFilePath);
      }
    }
    return {messages, files: where};
  })();
  return extracted;
}

export function codeJson(locale: string): Messages {
  const raw = JSON.parse(readFileSync(path.join(siteDir, 'i18n', locale, 'code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  return Object.fromEntries(Object.entries(raw).map(([id, {message}]) => [id, message]));
}

/** What `translate({id})` gives in a locale's build. */
export async function messagesOf(locale: string): Promise<Messages> {
  return {...(await sourceMessages()).messages, ...codeJson(locale)};
}

/** Docusaurus's `usePluralForm().selectMessage`: forms separated by |, in the order zero, one, two, few, many, other. */
export function selectPlural(message: string, count: number, locale: string): string {
  const parts = message.split('|');
  const rules = new Intl.PluralRules(locale);
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((f) =>
    rules.resolvedOptions().pluralCategories.includes(f as Intl.LDMLPluralRule),
  );
  return parts[Math.min(order.indexOf(rules.select(count)), parts.length - 1)] ?? parts[parts.length - 1]!;
}
