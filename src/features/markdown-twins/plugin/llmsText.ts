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
