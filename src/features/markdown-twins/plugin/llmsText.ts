/**
 * The words of each locale's llms.txt around its lists of pages. They live
 * here rather than in site.config.ts because the browser bundle carries that
 * file's object whole, and only the build reads these.
 */
import type {LocaleId} from '../../../../site.config';

export const LLMS_INTRO: Record<LocaleId, string> = {
  ru: 'Каждая ссылка ведёт на Markdown-версию страницы справки: адрес страницы с `.md` вместо завершающей косой черты. Полный текст всех страниц одним файлом — llms-full.txt. Страницы, защищённые паролем, сюда не входят.',
  en: 'Each link leads to the Markdown version of a help page: the page address with `.md` in place of the trailing slash. The full text of every page in one file is llms-full.txt. Password-protected pages are not included.',
};

/** Heading of the pages that belong to no product section (the home page). */
export const LLMS_GENERAL_SECTION: Record<LocaleId, string> = {ru: 'Общее', en: 'General'};

/**
 * What the index says of releases: its pages are the current release's, and where the older
 * supported releases' pages are (the same addresses with the release after the section's).
 */
export const LLMS_RELEASES: Record<LocaleId, (current: string, older: readonly string[], example: string) => string> = {
  ru: (current, older, example) =>
    `Страницы продуктов описывают текущий выпуск ${current}. ` +
    (older.length > 0
      ? `Страницы поддерживаемых прежних выпусков (${older.join(', ')}) и их Markdown-версии лежат по тем же адресам с номером выпуска после раздела, например ${example}; сюда они не входят.`
      : ''),
  en: (current, older, example) =>
    `Product pages describe the current release, ${current}. ` +
    (older.length > 0
      ? `Pages of the older supported releases (${older.join(', ')}) and their Markdown versions are at the same addresses with the release number after the section, e.g. ${example}; they are not listed here.`
      : ''),
};
