/**
 * Finds statements of product facts in a page's text and compares them with
 * the facts file: client memory against model size, the Revit versions of the
 * plug-in, Value's default VAT rate, the client/server compatibility rule,
 * the units values reach formulas, queries and check rules in, the personal token's use,
 * token validity, BCF versions, release numbers and the upgrade path, upload limits, the client's
 * request timeout, menu paths, the web application's browsers and the IFC schemas import accepts.
 *
 * The page's `<Fact id="…" />` tags are replaced by their text first, so an
 * included fact is checked like a written one. A statement is looked for in
 * one clause (a sentence or a part of it between semicolons) or, in a table,
 * one row; each rule says what it looks at.
 */
import {siteConfig} from '../../../../site.config';
import {numberOf, numbers, requireFact, resolveFactTags, strings, type FactLanguage, type Facts} from './facts';

export interface FactMismatch {
  /** 1-based line of the page file (frontmatter included). */
  readonly line: number;
  readonly message: string;
}

interface Unit {
  readonly line: number;
  readonly text: string;
  /** Cells of a table row under a header cell naming the default value (`По умолчанию`, `Default`). */
  readonly defaultCell?: string;
}

const L = '\\p{L}';
/** A word boundary that knows Cyrillic letters. */
const before = `(?<![${L}\\p{N}])`;
const after = `(?![${L}\\p{N}])`;

/** Clauses of prose lines and whole table rows, code blocks left out. */
export function units(text: string, firstLine: number): Unit[] {
  const out: Unit[] = [];
  let inCode = false;
  let header: string[] | undefined;
  text.split('\n').forEach((raw, index) => {
    const line = firstLine + index;
    if (/^\s*(```|~~~)/.test(raw)) {
      inCode = !inCode;
      return;
    }
    if (inCode) return;
    // Inline code is an example of syntax, not a statement of a fact; a file extension (`.ifczip`) stays,
    // as it says which files a limit is about.
    const prose = raw.replace(/`([^`]*)`/g, (_all, code: string) => (/^\.[a-z0-9]+$/i.test(code) ? code : ' '));
    if (/^\s*\|/.test(raw)) {
      const cells = prose
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      if (cells.every((c) => /^:?-+:?$/.test(c))) return;
      if (!header) {
        // The header row names the columns; it can state a fact too.
        header = cells;
        out.push({line, text: prose});
        return;
      }
      const column = header.findIndex((h) => /по умолчанию|default/i.test(h));
      out.push({
        line,
        text: prose,
        ...(column >= 0 && cells[column] !== undefined ? {defaultCell: cells[column]} : {}),
      });
      return;
    }
    header = undefined;
    for (const clause of prose.split(/(?<=[.;!?])\s+/)) {
      if (clause.trim()) out.push({line, text: clause});
    }
  });
  return out;
}

/** Element counts: `200 000 элементов`, `500 тыс. элементов`, `1 млн элементов`, `200,000 elements`, `3 million elements`. */
export function elementCounts(text: string): {readonly value: number; readonly index: number}[] {
  const out: {value: number; index: number}[] = [];
  const pattern = new RegExp(
    `${before}(\\d{1,3}(?:[ \\u00a0\\u202f,]\\d{3})*|\\d+(?:[.,]\\d+)?)\\s*(тыс\\.?|тысяч${L}*|млн\\.?|миллион${L}*|million|k)?\\s+(?:${L}+\\s+)?(?:элемент|element)`,
    'giu',
  );
  for (const match of text.matchAll(pattern)) {
    const digits = match[1] ?? '';
    const scale = (match[2] ?? '').toLowerCase();
    const grouped = /^\d{1,3}([ \u00a0\u202f,]\d{3})+$/.test(digits);
    const base = grouped ? Number(digits.replace(/[ \u00a0\u202f,]/g, '')) : Number(digits.replace(',', '.'));
    const factor =
      scale.startsWith('тыс') || scale === 'k'
        ? 1_000
        : scale.startsWith('млн') || scale.startsWith('миллион') || scale === 'million'
          ? 1_000_000
          : 1;
    out.push({value: Math.round(base * factor), index: match.index ?? 0});
  }
  return out;
}

/** Memory amounts in GB, video memory left out. */
function ramAmounts(text: string): {readonly value: number; readonly index: number}[] {
  const pattern = new RegExp(
    `${before}(\\d+)\\s*(?:ГБ|GB)${after}(?!\\s*(?:видеопамят|памяти видеокарт|video|of video|GPU|VRAM))`,
    'giu',
  );
  return [...text.matchAll(pattern)].map((m) => ({value: Number(m[1]), index: m.index ?? 0}));
}

const RAM_CONTEXT = new RegExp(
  `оперативн${L}*\\s+памят|${before}(?:RAM|ОЗУ)${after}|^\\s*\\|\\s*(?:Memory|Оперативная память)\\s*\\|`,
  'iu',
);

const LOCKOUT_CONTEXT = new RegExp(`блокир|заблокир|${before}lock`, 'iu');
const SIGN_IN_CONTEXT = new RegExp(`вход|учётн${L}* запис|парол|sign-in|sign in|account|password`, 'iu');
const COUNT_WORDS: Readonly<Record<string, number>> = {
  три: 3,
  пять: 5,
  десять: 10,
  three: 3,
  five: 5,
  ten: 10,
};
const FAILED_ATTEMPTS = new RegExp(
  `${before}(\\d+|три|пять|десять|three|five|ten)\\s+(?:неудачн${L}*|неверн${L}*|failed|unsuccessful|wrong)\\s+(?:попыт${L}*|(?:sign-in\\s+|password\\s+)?attempts)`,
  'giu',
);
const LOCK_MINUTES = new RegExp(`(?:на|через|for|after)\\s+(\\d+)\\s*(?:минут${L}*|minutes)`, 'giu');

/**
 * A release number as pages write it: `4.6`, `4.6.2`, `4.5.x`. Not part of a word (`IFC4.3`), a build
 * number (`4.6.2.1187`), a path or a package name.
 */
const RELEASE_NUMBER = /(?<![\p{L}\p{N}._/@-])(\d+)\.(\d+)(?:\.(\d+))?(?:\.x)?(?![\p{L}\p{N}_-]|\.\d)/gu;
/** Words after which a number is a Tessera release: the product, its programs, "release", "version", "upgrade". */
const RELEASE_ANCHOR = new RegExp(
  `^(?:tessera|server|client|сервер${L}*|клиент${L}*|выпуск${L}*|релиз${L}*|releases?|верси[яиюей]|versions?|обновлени${L}*|обновля${L}*|обновит${L}*|обновлён${L}*|upgrad${L}*|updat${L}*|исправлени${L}*|patch(?:es)?)$`,
  'iu',
);
/** Words that may stand between such a word and the number, or between the numbers of a list. */
const RELEASE_LINK = new Set([
  'и',
  'или',
  'а',
  'но',
  'не',
  'с',
  'со',
  'до',
  'на',
  'через',
  'поверх',
  'напрямую',
  'сразу',
  'только',
  'затем',
  'сначала',
  'потом',
  'and',
  'or',
  'but',
  'not',
  'nor',
  'with',
  'from',
  'to',
  'over',
  'through',
  'via',
  'directly',
  'straight',
  'only',
  'then',
  'first',
  'control',
  'value',
  'space',
  'site',
  'sync',
]);

/**
 * Release numbers a clause names as Tessera releases: each follows a word such as "Tessera",
 * "сервер", "release" or "version" (linking words like "и", "с", "and", "from" may come between), or
 * another release number of the same list ("с сервером 4.6.0 и 4.6.1, но не с 4.5.x"). A number
 * after another product's name (`.NET Framework 4.8`, `OpenGL 4.5`, `TLS 1.2`) is not one.
 */
export function releaseNumbers(
  text: string,
): {readonly release: string; readonly patch?: number; readonly index: number}[] {
  const tokens = [...text.matchAll(new RegExp(`${RELEASE_NUMBER.source}|[${L}][${L}\\p{N}'’-]*`, 'gu'))];
  const out: {release: string; patch?: number; index: number}[] = [];
  const counted = new Set<number>();
  tokens.forEach((token, i) => {
    if (token[1] === undefined) return;
    let release = false;
    for (let j = i - 1, links = 0; j >= 0 && links <= 4; j--) {
      const previous = tokens[j] as RegExpMatchArray;
      if (previous[1] !== undefined) {
        release = counted.has(j);
        break;
      }
      const word = previous[0].toLowerCase();
      if (RELEASE_ANCHOR.test(word)) {
        release = true;
        break;
      }
      if (!RELEASE_LINK.has(word)) break;
      links++;
    }
    if (!release) return;
    counted.add(i);
    out.push({
      release: `${token[1]}.${token[2]}`,
      ...(token[3] === undefined ? {} : {patch: Number(token[3])}),
      index: token.index ?? 0,
    });
  });
  return out;
}

const UPGRADE_CONTEXT = /обновл|upgrad|update|переход/iu;
const RELEASE_LIST = String.raw`\d+\.\d+(?:\s*(?:,|и|или|and|or)\s*(?:с\s+|from\s+)?\d+\.\d+)*`;
/** "напрямую с 4.4 и 4.5", "only from 4.4": the releases a server upgrades from in one step. */
const DIRECT_FROM = new RegExp(
  `(?:напрямую|сразу|только|directly|straight|only)\\s+(?:${L}+\\s+){0,2}?${before}(?:с|from)\\s+(?:верси${L}*\\s+|versions?\\s+)?(${RELEASE_LIST})`,
  'giu',
);
/** "через 4.5", "first to 4.5": the release an older server goes through. */
const THROUGH = new RegExp(
  `${before}(?:через|through|via)\\s+(?:выпуск\\s+|release\\s+)?(\\d+\\.\\d+)|${before}(?:сначала|first)[^.;|]{0,40}?${before}(?:до|to)\\s+(\\d+\\.\\d+)|${before}(?:до|to)\\s+(\\d+\\.\\d+)\\s+first`,
  'giu',
);
/** "Обновление с версии 4.3 не поддерживается", "Upgrading from version 4.3 is not supported". */
const NOT_SUPPORTED_FROM = new RegExp(
  `${before}(?:с|from)\\s+(?:верси${L}*\\s+|versions?\\s+)?(\\d+\\.\\d+)\\s+(?:не поддерживается|is not supported|isn't supported)`,
  'giu',
);

function compareReleases(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = a.split('.').map(Number);
  const [bMajor = 0, bMinor = 0] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

/** "до 8 ГБ", "up to 50 MB", "не меньше 64 МБ", "limit to 8 GB": a size a limit is stated with, in MB. */
const SIZE_LIMIT = new RegExp(
  `${before}(?:до|не более|не больше|не меньше|не менее|up to|at most|at least|no more than|limit to|limit of)\\s+(\\d+(?:[.,]\\d+)?)\\s*(ГБ|МБ|GB|MB)${after}`,
  'giu',
);
function sizeLimits(text: string): {readonly mb: number; readonly written: string}[] {
  return [...text.matchAll(SIZE_LIMIT)].map((m) => {
    const amount = Number((m[1] ?? '').replace(',', '.'));
    const gb = /^(?:ГБ|GB)$/iu.test(m[2] ?? '');
    return {mb: gb ? amount * 1024 : amount, written: `${m[1]} ${gb ? 'GB' : 'MB'}`};
  });
}
/** Memory, disk and cache sizes are not upload limits. */
const NOT_UPLOAD = new RegExp(
  `памят|memory|${before}(?:RAM|ОЗУ|SSD)${after}|диск|disk|кэш|cache|видеопамят|video`,
  'iu',
);
/** A model file, or a request that carries one through a proxy. */
const IFC_UPLOAD_CONTEXT = new RegExp(
  `${before}IFC${after}|\\.ifc(?:zip)?${after}|(?:прокси|proxy)[^.;|]*(?:запрос|request|загруз|upload)|(?:загруз|upload)[^.;|]*(?:прокси|proxy)`,
  'iu',
);
const EXCEL_CONTEXT = new RegExp(`${before}Excel${after}|\\.xlsx${after}|workbook|книг${L}* Excel`, 'iu');
const TEMPLATE_CONTEXT = new RegExp(`шаблон|template`, 'iu');
const IDS_CONTEXT = new RegExp(`${before}IDS${after}|\\.ids${after}`, 'u');
/** The client's request timeout (also the one a proxy must not cut a connection before). */
const REQUEST_TIMEOUT_CONTEXT = new RegExp(
  `тайм-аут${L}*\\s+(?:запроса|клиента)|request timeout|client's timeout|client’s timeout|timeout of the client`,
  'iu',
);
const SECONDS = `(\\d+)\\s*(?:с|сек\\.?|секунд${L}*|s|sec|seconds)${after}`;
const DEFAULT_SECONDS = new RegExp(
  `${SECONDS}\\s+(?:по умолчанию|by default)|(?:по умолчанию|by default|default)\\D{0,20}?${SECONDS}`,
  'giu',
);
const RAISED_SECONDS = new RegExp(`${before}(?:до|to)\\s+${SECONDS}`, 'giu');

/** One item of a menu path: words, with a parenthesis kept whole ("Единый вход (SAML, OpenID Connect)"). */
const MENU_ITEM = String.raw`(?:[^*_«»"“”\[\],:;|→()\n]|\([^()\n]*\))+`;
const MENU_PATH = new RegExp(`${MENU_ITEM}(?:→${MENU_ITEM})+`, 'gu');
/** Menus of other programs (Power BI, Windows, Revit…) share command names with the client's. */
const OTHER_PROGRAM = /Power BI|Windows|Revit|Archicad|Renga|Navisworks|Excel/u;

/** Menu paths a clause writes (`*Файл → Параметры → Сеть*`), as lists of items. */
export function menuPaths(text: string): string[][] {
  return [...text.matchAll(MENU_PATH)]
    .map((m) => m[0].split('→').map((item) => item.trim().replace(/\s+/g, ' ')))
    .filter((items) => items.every((item) => item !== ''));
}

/** The menu path a fact's text starts with (`Администрирование → Токены, вкладка …`), or none. */
function factMenuPath(text: string): string[] | undefined {
  const head = text.split(/[,;]/)[0] ?? '';
  const items = head.split('→').map((item) => item.trim());
  return items.length >= 2 && items.every((item) => item !== '') ? items : undefined;
}

/** Whether `phrase` ends with the words of `item` ("откройте Файл" ends with "Файл"). */
function endsWithItem(phrase: string, item: string): boolean {
  return phrase === item || phrase.endsWith(` ${item}`);
}

/**
 * Whether a page's path agrees with a fact's path at the page item `at`, which names the fact's
 * last item: the items before it are the fact's parents, as many as the page writes (a page may
 * start lower, `Параметры → Сеть`; its first item may carry words before it, "откройте Файл").
 */
function pathAgrees(page: readonly string[], at: number, fact: readonly string[]): boolean {
  // Deeper than the fact's path and in another top menu: a dialog's own command of that name
  // ("Анализ → Проверка помещений → Параметры"), not the fact's.
  if (at >= fact.length && !endsWithItem(page[0] ?? '', fact[0] ?? '')) return true;
  for (let back = 1; back <= at && back < fact.length; back++) {
    const pageItem = page[at - back] ?? '';
    const factItem = fact[fact.length - 1 - back] ?? '';
    if (at - back === 0 ? !endsWithItem(pageItem, factItem) : pageItem !== factItem) return false;
  }
  // From the fact's top menu, more parents than the fact has put the command in another submenu.
  return at < fact.length;
}

/** Words saying a thing is not supported or does not work: such a clause claims no support. */
const NEGATION = new RegExp(
  `${before}(?:не|нет)\\s+(?:поддерж${L}*|работа${L}*|открыва${L}*|принима${L}*|подход${L}*)|неподдерж${L}*|прекращен${L}*|${before}(?:not|no longer|never)\\s+(?:be\\s+)?(?:supported|accepted|work${L}*|open${L}*)|unsupported|n['’]t\\s+(?:be\\s+)?(?:supported|accepted|work${L}*|open${L}*)|${before}(?:dropped|discontinued)${after}`,
  'iu',
);

/** Browsers as pages name them, and the fact holding the versions each is supported in. */
const BROWSERS: readonly {readonly name: string; readonly pattern: RegExp; readonly fact: string}[] = [
  {name: 'Chrome', pattern: /Chrome/u, fact: 'web.chromiumVersions'},
  {name: 'Edge', pattern: /Edge/u, fact: 'web.chromiumVersions'},
  {name: 'Yandex Browser', pattern: /Яндекс|Yandex/u, fact: 'web.chromiumVersions'},
  {name: 'Firefox', pattern: /Firefox/u, fact: 'web.firefoxVersions'},
  {name: 'Safari', pattern: /Safari/u, fact: 'web.safariVersions'},
];
/** A browser's name, with the systems it runs on in parentheses ("Safari (macOS, iPadOS)"). */
const BROWSER_NAME = `${before}(?:(?:Google\\s+)?Chrome|(?:Microsoft\\s+)?Edge|Яндекс[\\s.]?[Бб]раузер${L}*|Yandex\\s+Browser|(?:Mozilla\\s+)?Firefox(?:\\s+ESR)?|Safari)${after}(?:\\s*\\([^()|]*\\))?`;
const BROWSER_LIST = `${BROWSER_NAME}(?:(?:\\s*,\\s*(?:(?:и|или|and|or)\\s+)?|\\s+(?:и|или|and|or)\\s+)${BROWSER_NAME})*`;
const FLOOR_WORD = `не ниже|начиная с|от|from|since|starting (?:with|from)|at least|≥|>=`;
/**
 * Browsers and the version a clause gives them: "Chrome и Edge версии 115 и новее", "Safari 16.4+",
 * "Firefox не ниже 115", a table row "| Safari (macOS, iPadOS) | 17 и новее |". Group 4 is the
 * "and later" that makes the version a floor.
 */
const BROWSER_VERSION = new RegExp(
  `(${BROWSER_LIST})\\s*(?:\\|\\s*)?((?:(?:[Вв]ерси${L}*|[Vv]ersions?|${FLOOR_WORD})\\s*)*)(\\d{1,3}(?:\\.\\d{1,3}){0,2})(?!\\p{N}|\\.\\d)(\\s*\\+|\\s+(?:и|или|and|or)\\s+(?:новее|выше|позднее|более поздн${L}*|newer|later|above|higher))?`,
  'gu',
);
/**
 * The browsers of a list a version after it belongs to: all of them when the last is joined by "и", "and"
 * ("Chrome и Edge версии 115"), the last alone after a bare comma ("Firefox, Safari 17 и новее").
 */
function versionedBrowsers(list: string): string {
  const names = [...list.matchAll(new RegExp(BROWSER_NAME, 'gu'))];
  const last = names.at(-1);
  const previous = names.at(-2);
  if (!last || !previous) return list;
  const gap = list.slice((previous.index ?? 0) + previous[0].length, last.index ?? 0);
  return /^\s*,\s*$/u.test(gap) ? last[0] : list;
}
const FLOOR = new RegExp(`(?:${FLOOR_WORD})`, 'iu');
/** A clause that says which browsers work: a bare version there is one the page calls supported. */
const BROWSER_SUPPORT = new RegExp(`${before}(?:поддерж|support|работа|work|открыва|open|требу|requir|нуж|need)`, 'iu');
/** A clause about browsers, where naming an unsupported one says it works. */
const BROWSER_CONTEXT = new RegExp(`${before}(?:браузер|browser|поддерж|support|работа|work|откр|open)`, 'iu');
/** Other ways pages write a browser's name. */
const BROWSER_ALIASES: Readonly<Record<string, string>> = {'Internet Explorer': 'IE\\s?\\d{1,2}'};
const WEBGL_VERSION = new RegExp(`${before}WebGL\\s*(\\d+)(?:\\.\\d+)?(?!\\p{N})`, 'gu');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Compares dotted version numbers ("16.4" < "17", "17.0" = "17"). */
function compareVersions(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * An IFC schema as pages write it: `IFC2x3`, `IFC2X3`, `IFC4`, `IFC4.3`, `IFC4X3_ADD2`, `IFC 4`, with
 * its edition (`TC1`, `ADD2`) after it. A size after "IFC" ("IFC 1 ГБ") is not a schema.
 */
const IFC_SCHEMA = new RegExp(
  `${before}IFC(?:(\\d)(?:[xX.](\\d))?|[ -](\\d)(?:[xX.](\\d))?(?!\\s*(?:ГБ|МБ|GB|MB)))(?![\\p{L}\\p{N}]|\\.\\d)(?:[\\s_](?:TC|ADD)\\d+)*`,
  'gu',
);
/** What stands between the schemas of one list: a comma, "и", "or", a middle dot. */
const IFC_LIST_GAP = /^(?:\s*,\s*(?:(?:и|или|and|or)\s+)?|\s+(?:и|или|and|or)\s+|\s*[·/]\s*)$/u;
const IFC_ALTERNATIVES = /или|\bor\b|\//u;
/** Words before a list that say what Tessera supports, imports or reads. */
const IFC_SUPPORT_BEFORE = new RegExp(
  `${before}(?:поддерж|принима|принят|импорт|загруж|загруз|чита[еюёь]|открыва)${L}*|${before}(?:supports?|supported|accepts?|accepted|imports?|imported|importing|uploads?|uploaded|uploading|reads|opens)${after}`,
  'iu',
);
/** The same said after the list: "IFC2x3 и IFC4 поддерживаются", "IFC2x3 and IFC4 files are accepted". */
const IFC_SUPPORT_AFTER = new RegExp(
  `^\\s*(?:${L}+\\s+){0,2}?(?:поддерживается|поддерживаются|принимается|принимаются|импортируется|импортируются|загружается|загружаются|читается|читаются|(?:is|are)\\s+(?:also\\s+)?(?:supported|accepted|imported|read))${after}`,
  'iu',
);
/** A list of schemas for one feature ("для IFC4 и IFC4.3", "between IFC2x3 and IFC4"), not of what is supported. */
const IFC_SCOPED = new RegExp(`${before}(?:для|for|между|between)\\s+(?:${L}+\\s+){0,2}$`, 'iu');
/** A list of schemas left out ("все схемы, кроме IFC2x2"). */
const IFC_EXCEPT = new RegExp(`${before}(?:кроме|except|besides|apart from)\\s+(?:${L}+\\s+){0,2}$`, 'iu');

/** A schema in one spelling: IFC2x3, IFC4 (IFC4.0 too), IFC4.3 (IFC4X3 too). */
function ifcSchema(major: string, minor: string | undefined): string {
  if (major === '2') return `IFC2x${minor ?? ''}`;
  return minor === undefined || minor === '0' ? `IFC${major}` : `IFC${major}.${minor}`;
}

/** The schemas a text names, in one spelling, with where each stands. */
export function ifcSchemas(text: string): {readonly schema: string; readonly index: number; readonly end: number}[] {
  return [...text.matchAll(IFC_SCHEMA)].map((m) => ({
    schema: ifcSchema(m[1] ?? m[3] ?? '', m[2] ?? m[4]),
    index: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
}

function countWord(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : (COUNT_WORDS[word.toLowerCase()] ?? Number.NaN);
}

function formatCount(value: number, language: FactLanguage): string {
  return new Intl.NumberFormat(siteConfig.locales.bcp47[language]).format(value);
}

export interface CheckOptions {
  /**
   * Whether the page's browsers are the web application's (the default). The viewer library's developer
   * docs speak of browsers and WebGL in general: the library runs in an integrator's own page.
   */
  readonly webApplicationBrowsers?: boolean;
}

/** Every statement of a fact in the page that differs from the facts file. */
export function checkFactStatements(
  body: string,
  firstLine: number,
  facts: Facts,
  language: FactLanguage,
  options: CheckOptions = {},
): FactMismatch[] {
  const mismatches: FactMismatch[] = [];
  const resolved = resolveFactTags(body, facts, language);
  for (const problem of resolved.problems)
    mismatches.push({line: firstLine + problem.line - 1, message: problem.message});
  const report = (unit: Unit, message: string): void => {
    mismatches.push({line: unit.line, message});
  };
  const said = (text: string): string => text.trim().replace(/\s+/g, ' ').slice(0, 120);

  // Client memory: amounts are the tiers' and each model size sits next to a tier it belongs to.
  const ramMin = numberOf(facts, 'client.ramMin');
  const ramLarge = numberOf(facts, 'client.ramLarge');
  const ramHuge = numberOf(facts, 'client.ramHuge');
  const largeFrom = numberOf(facts, 'client.ramLargeElements', 0);
  const largeTo = numberOf(facts, 'client.ramLargeElements', 1);
  const display16 = numberOf(facts, 'client.displayLimit16');
  const display32 = numberOf(facts, 'client.displayLimit32');
  const tiers = new Map<number, number[]>([
    [ramMin, [largeFrom]],
    [ramLarge, [largeFrom, largeTo, display16]],
    [ramHuge, [largeTo, display32]],
  ]);
  const tierText = `${ramMin} GB up to ${formatCount(largeFrom, 'en')} elements, ${ramLarge} GB for ${formatCount(largeFrom, 'en')}–${formatCount(largeTo, 'en')}, ${ramHuge} GB above; the model window shows about ${formatCount(display16, 'en')} elements with ${ramLarge} GB and about ${formatCount(display32, 'en')} with ${ramHuge} GB`;

  // Revit versions of the plug-in.
  const revitFrom = numberOf(facts, 'revit.versions', 0);
  const revitTo = numberOf(facts, 'revit.versions', 1);
  // Value's default VAT.
  const vatDefault = numberOf(facts, 'value.vatDefault');
  // Token validity in days.
  const validity = numbers(requireFact(facts, 'tokens.personalValidity'));
  const personalPrefix = requireFact(facts, 'tokens.personalPrefix').text.en;
  // BCF versions.
  const bcf = strings(requireFact(facts, 'bcf.versions'));
  // Account lockout: failed sign-ins in a row, and the minutes the account stays locked.
  const lockAttempts = numberOf(facts, 'auth.lockout', 0);
  const lockMinutes = numberOf(facts, 'auth.lockout', 1);
  const lockoutText = requireFact(facts, 'auth.lockout').text.en;

  // Releases: the lines that exist, the newest patch of each, and the upgrade path.
  const currentRelease = requireFact(facts, 'release.line').text.en;
  const releaseLines = strings(requireFact(facts, 'release.lines'));
  const newestPatches = new Map(
    strings(requireFact(facts, 'release.newestPatches')).map((p) => [p.split('.').slice(0, 2).join('.'), p]),
  );
  const majors = new Set(releaseLines.map((r) => Number(r.split('.')[0])));
  const directFrom = strings(requireFact(facts, 'upgrade.directFrom'));
  const through = strings(requireFact(facts, 'upgrade.fromOlder'))[0];

  // Upload limits and the client's request timeout.
  const ifcMaxGb = numberOf(facts, 'ifc.maxFileSize');
  const excelMaxMb = numberOf(facts, 'excel.maxFileSize');
  const idsMaxMb = numberOf(facts, 'ids.maxFileSize');
  const timeoutDefault = numberOf(facts, 'client.requestTimeout', 0);
  const timeoutMin = numberOf(facts, 'client.requestTimeout', 1);
  const timeoutMax = numberOf(facts, 'client.requestTimeout', 2);
  const timeoutText = requireFact(facts, 'client.requestTimeout').text.en;

  // Browsers of the web application: each one's versions ("latest": no fixed number, else the lowest),
  // the ones never supported, and the WebGL the viewer needs.
  const browserVersions = new Map(
    [...new Set(BROWSERS.map((b) => b.fact))].map((id) => {
      const fact = requireFact(facts, id);
      const floor = strings(fact)[0] === 'latest' ? undefined : String(numberOf(facts, id));
      return [id, {floor, text: fact.text.en}] as const;
    }),
  );
  const unsupportedBrowsers = strings(requireFact(facts, 'web.unsupportedBrowsers')).map((name) => ({
    name,
    pattern: new RegExp(
      `${before}(?:${escapeRegExp(name)}${BROWSER_ALIASES[name] === undefined ? '' : `|${BROWSER_ALIASES[name]}`})${after}`,
      'u',
    ),
  }));
  const unsupportedText = requireFact(facts, 'web.unsupportedBrowsers').text.en;
  const webgl = numberOf(facts, 'web.webgl');
  const webglText = requireFact(facts, 'web.webgl').text.en;

  // IFC schemas import accepts, in one spelling.
  const ifcVersions = strings(requireFact(facts, 'ifc.versions')).flatMap((v) => ifcSchemas(v).map((s) => s.schema));
  const ifcText = requireFact(facts, 'ifc.versions').text.en;

  // Menu paths the facts file states (facts whose text starts with "A → B"), by their last item.
  const menuFacts = new Map<string, {readonly id: string; readonly path: string[]}[]>();
  for (const fact of facts.values()) {
    const path = factMenuPath(fact.text[language]);
    const leaf = path?.at(-1);
    if (!path || leaf === undefined) continue;
    menuFacts.set(leaf, [...(menuFacts.get(leaf) ?? []), {id: fact.id, path}]);
  }

  for (const unit of units(resolved.text, firstLine)) {
    const text = unit.text;

    if (RAM_CONTEXT.test(text)) {
      const amounts = ramAmounts(text);
      for (const amount of amounts) {
        if (!tiers.has(amount.value))
          report(
            unit,
            `states ${amount.value} GB of client memory ("${said(text)}"); the facts file (client.ram*) has ${tierText}`,
          );
      }
      for (const count of elementCounts(text)) {
        if (amounts.length === 0) continue;
        const nearest = amounts.reduce((a, b) =>
          Math.abs(b.index - count.index) < Math.abs(a.index - count.index) ? b : a,
        );
        const allowed = tiers.get(nearest.value);
        if (allowed && !allowed.includes(count.value)) {
          report(
            unit,
            `states ${nearest.value} GB of client memory for ${formatCount(count.value, 'en')} elements ("${said(text)}"); the facts file (client.ram*, client.displayLimit*) has ${tierText}`,
          );
        }
      }
    }

    for (const match of text.matchAll(/Revit\s+(20\d\d)\s*(?:–|—|-|\.\.)\s*(20\d\d)/gu)) {
      const [from, to] = [Number(match[1]), Number(match[2])];
      if (from !== revitFrom || to !== revitTo)
        report(unit, `states Revit ${from}–${to}; the facts file (revit.versions) has Revit ${revitFrom}–${revitTo}`);
    }
    for (const match of text.matchAll(/Revit\s+(20\d\d)(?!\s*(?:–|—|-|\.\.)\s*20\d\d)/gu)) {
      const year = Number(match[1]);
      if (year < revitFrom || year > revitTo)
        report(
          unit,
          `names Revit ${year}, outside the plug-in's Revit ${revitFrom}–${revitTo} (facts file, revit.versions)`,
        );
    }

    if (/НДС|\bVAT\b/u.test(text)) {
      for (const match of text.matchAll(/(?:по умолчанию|by default|default)\D{0,40}?(\d+(?:[.,]\d+)?)\s*%/giu)) {
        if (Number((match[1] ?? '').replace(',', '.')) !== vatDefault)
          report(unit, `states a default VAT of ${match[1]} %; the facts file (value.vatDefault) has ${vatDefault} %`);
      }
      const cell = unit.defaultCell?.match(/(\d+(?:[.,]\d+)?)\s*%/);
      if (cell && Number((cell[1] ?? '').replace(',', '.')) !== vatDefault)
        report(
          unit,
          `states a default VAT of ${cell[1]} % in the default column; the facts file (value.vatDefault) has ${vatDefault} %`,
        );
    }

    if (
      /клиент|client/iu.test(text) &&
      /сервер|server/iu.test(text) &&
      /\d+\.\d+/.test(text) &&
      new RegExp(`(?:и|или) (?:новее|выше|более поздн${L}*)|(?:and|or) (?:newer|later|above)`, 'iu').test(text)
    ) {
      report(
        unit,
        `states client/server compatibility as "a version and newer" ("${said(text)}"); the facts file (compatibility.rule): ${requireFact(facts, 'compatibility.rule').text.en}`,
      );
    }

    if (
      new RegExp(`длин${L}*[^.;|]{0,40}миллиметр|lengths?[^.;|]{0,40}millimet`, 'iu').test(text) &&
      !new RegExp(`отображ|показ|display|show|допуск|tolerance`, 'iu').test(text)
    ) {
      report(
        unit,
        `says lengths are kept or used in millimetres ("${said(text)}"); the facts file (units.formulas): ${requireFact(facts, 'units.formulas').text.en}, and millimetres are display only`,
      );
    }

    // The other form: dimensioned values compared (in rules, formulas, queries) in millimetres.
    if (
      new RegExp(
        `(?:размерност|сравнива|сравнени|dimension|compared|comparison)[^.;|]{0,60}(?:миллиметр|millimet)`,
        'iu',
      ).test(text) &&
      !new RegExp(
        `отображ|показ|display|show|допуск|tolerance|без размерност|dimensionless|without a dimension`,
        'iu',
      ).test(text)
    ) {
      report(
        unit,
        `says values with a dimension are compared in millimetres ("${said(text)}"); the facts file (units.formulas): ${requireFact(facts, 'units.formulas').text.en}, and millimetres are display only`,
      );
    }

    if (
      text.includes(personalPrefix) &&
      new RegExp(
        `автоматизац|интеграц|сервисн${L}* учётн|по расписанию|service account|automation|integration|scheduled`,
        'iu',
      ).test(text)
    ) {
      report(
        unit,
        `uses personal tokens (${personalPrefix}…) for automation ("${said(text)}"); the facts file: service accounts use client credentials ${requireFact(facts, 'tokens.clientIdPrefix').text.en}…/${requireFact(facts, 'tokens.clientSecretPrefix').text.en}…`,
      );
    }

    // Refresh tokens of interactive tools have their own lifetime.
    if (
      /токен|token/iu.test(text) &&
      /срок действия|validity|valid for/iu.test(text) &&
      !/refresh|обновлени/iu.test(text)
    ) {
      // The days right after the word for validity: `срок действия 30, 90 или 365 дней`, `valid for 90 days`.
      for (const match of text.matchAll(
        /(?:срок\p{L}* действия|validity|valid for)\D{0,30}?(\d+(?:,\s*\d+)*(?:,?\s*(?:или|or|и|and)\s*\d+)?)\s*(?:дн|days?)/giu,
      )) {
        for (const days of (match[1] ?? '').match(/\d+/g) ?? []) {
          if (!validity.includes(Number(days)))
            report(
              unit,
              `states a token validity of ${days} days; the facts file (tokens.personalValidity) has ${validity.join(', ')} days`,
            );
        }
      }
    }

    // A sentence about an account locked after failed sign-ins (not a model's upload lock).
    if (LOCKOUT_CONTEXT.test(text) && SIGN_IN_CONTEXT.test(text)) {
      for (const match of text.matchAll(FAILED_ATTEMPTS)) {
        const attempts = countWord(match[1] ?? '');
        if (attempts !== lockAttempts)
          report(
            unit,
            `states a lockout after ${match[1]} failed attempts; the facts file (auth.lockout): ${lockoutText}`,
          );
      }
      for (const match of text.matchAll(LOCK_MINUTES)) {
        if (Number(match[1]) !== lockMinutes)
          report(unit, `states a lockout of ${match[1]} minutes; the facts file (auth.lockout): ${lockoutText}`);
      }
    }

    // Release numbers: a release that exists, not newer than this one, no patch later than the newest.
    for (const named of releaseNumbers(text)) {
      // Only the platform's own major versions and the next one: other products' numbers (an API's 1.x,
      // Ubuntu Server 22.04) are not the platform's releases.
      const major = Number(named.release.split('.')[0]);
      if (!majors.has(major) && major !== Math.max(...majors) + 1) continue;
      const written = `${named.release}${named.patch === undefined ? '' : `.${named.patch}`}`;
      if (compareReleases(named.release, currentRelease) > 0)
        report(
          unit,
          `names release ${written}, newer than this documentation's release ${currentRelease} (facts file, release.line)`,
        );
      else if (!releaseLines.includes(named.release))
        report(
          unit,
          `names release ${written}, which does not exist; the facts file (release.lines) has ${releaseLines.join(', ')}`,
        );
      else {
        const newest = newestPatches.get(named.release);
        const newestPatch = newest === undefined ? undefined : Number(newest.split('.')[2]);
        if (named.patch !== undefined && newestPatch !== undefined && named.patch > newestPatch)
          report(
            unit,
            `names release ${written}, a patch later than the newest of ${named.release}, ${newest} (facts file, release.newestPatches)`,
          );
      }
    }

    // The upgrade path to this release.
    if (UPGRADE_CONTEXT.test(text)) {
      const directText = requireFact(facts, 'upgrade.directFrom').text.en;
      const olderText = requireFact(facts, 'upgrade.fromOlder').text.en;
      for (const match of text.matchAll(DIRECT_FROM)) {
        for (const from of (match[1] ?? '').match(/\d+\.\d+/g) ?? []) {
          if (!directFrom.includes(from) && compareReleases(from, currentRelease) < 0)
            report(
              unit,
              `states a direct upgrade from ${from} ("${said(text)}"); the facts file (upgrade.directFrom): ${currentRelease} upgrades ${directText}`,
            );
        }
      }
      for (const match of text.matchAll(THROUGH)) {
        const via = match[1] ?? match[2] ?? match[3] ?? '';
        if (via !== through && via !== currentRelease)
          report(
            unit,
            `states an upgrade through ${via} ("${said(text)}"); the facts file (upgrade.fromOlder): ${olderText}`,
          );
      }
      for (const match of text.matchAll(NOT_SUPPORTED_FROM)) {
        const from = match[1] ?? '';
        if (directFrom.includes(from))
          report(
            unit,
            `states that an upgrade from ${from} is not supported ("${said(text)}"); the facts file (upgrade.directFrom): ${currentRelease} upgrades ${directText}`,
          );
      }
    }

    // Upload limits: a size stated as a limit next to the kind of file it is about.
    if (!NOT_UPLOAD.test(text)) {
      const limits = sizeLimits(text);
      if (limits.length > 0 && IFC_UPLOAD_CONTEXT.test(text) && !IDS_CONTEXT.test(text) && !EXCEL_CONTEXT.test(text)) {
        for (const limit of limits.filter((l) => l.mb !== ifcMaxGb * 1024))
          report(
            unit,
            `states an upload limit of ${limit.written} for models ("${said(text)}"); the facts file (ifc.maxFileSize) has ${requireFact(facts, 'ifc.maxFileSize').text.en}`,
          );
      }
      if (limits.length > 0 && EXCEL_CONTEXT.test(text) && !TEMPLATE_CONTEXT.test(text)) {
        for (const limit of limits.filter((l) => l.mb !== excelMaxMb))
          report(
            unit,
            `states a limit of ${limit.written} for an Excel workbook ("${said(text)}"); the facts file (excel.maxFileSize) has ${requireFact(facts, 'excel.maxFileSize').text.en}`,
          );
      }
      if (limits.length > 0 && IDS_CONTEXT.test(text)) {
        for (const limit of limits.filter((l) => l.mb !== idsMaxMb))
          report(
            unit,
            `states a limit of ${limit.written} for an IDS file ("${said(text)}"); the facts file (ids.maxFileSize) has ${requireFact(facts, 'ids.maxFileSize').text.en}`,
          );
      }
    }

    // The client's request timeout: its default and the range it can be raised within.
    if (REQUEST_TIMEOUT_CONTEXT.test(text)) {
      const defaults = [...text.matchAll(DEFAULT_SECONDS)].map((m) => m[1] ?? m[2] ?? '');
      const cell = unit.defaultCell?.match(new RegExp(SECONDS, 'iu'))?.[1];
      for (const seconds of cell === undefined ? defaults : [...defaults, cell]) {
        if (Number(seconds) !== timeoutDefault)
          report(
            unit,
            `states a default request timeout of ${seconds} s; the facts file (client.requestTimeout): ${timeoutText}`,
          );
      }
      for (const match of text.matchAll(RAISED_SECONDS)) {
        const seconds = Number(match[1]);
        if (seconds < timeoutMin || seconds > timeoutMax)
          report(
            unit,
            `sets the request timeout to ${seconds} s, outside its range; the facts file (client.requestTimeout): ${timeoutText}`,
          );
      }
    }

    // Menu paths: a command the facts file places in a menu is written with that menu's path.
    if (!OTHER_PROGRAM.test(text)) {
      for (const page of menuPaths(text)) {
        // A path from a user or context menu ("меню пользователя → О программе") is another menu.
        if (/меню|menu/iu.test(page[0] ?? '')) continue;
        page.forEach((item, at) => {
          const candidates = menuFacts.get(item);
          if (at === 0 || !candidates || candidates.some((f) => pathAgrees(page, at, f.path))) return;
          const [first] = candidates;
          if (first)
            report(
              unit,
              `writes the menu path "${page.slice(0, at + 1).join(' → ')}"; the facts file (${first.id}) has "${first.path.join(' → ')}"`,
            );
        });
      }
    }

    // Browsers: a version floor other than the fact's, a fixed version where the fact has only the latest
    // ones, an unsupported browser called supported, another WebGL.
    if (options.webApplicationBrowsers !== false) {
      const negated = NEGATION.test(text);
      for (const match of text.matchAll(BROWSER_VERSION)) {
        const written = match[3] ?? '';
        const floor = match[4] !== undefined || FLOOR.test(match[2] ?? '');
        // A bare version counts only where the clause says what works ("Chrome 120 открывает…" is no claim).
        if (!floor && (negated || !BROWSER_SUPPORT.test(text))) continue;
        for (const browser of BROWSERS.filter((b) => b.pattern.test(versionedBrowsers(match[1] ?? '')))) {
          const versions = browserVersions.get(browser.fact);
          if (!versions) continue;
          const stated = floor
            ? `states ${browser.name} ${written} and later`
            : `names ${browser.name} ${written} as supported`;
          if (versions.floor === undefined)
            report(
              unit,
              `${stated}; the facts file (${browser.fact}) has ${browser.name}: ${versions.text}, no fixed version`,
            );
          else if (
            floor ? compareVersions(written, versions.floor) !== 0 : compareVersions(written, versions.floor) < 0
          )
            report(unit, `${stated}; the facts file (${browser.fact}) has ${browser.name} ${versions.text}`);
        }
      }
      if (!negated && BROWSER_CONTEXT.test(text)) {
        for (const browser of unsupportedBrowsers.filter((b) => b.pattern.test(text)))
          report(
            unit,
            `calls ${browser.name} supported ("${said(text)}"); the facts file (web.unsupportedBrowsers): ${unsupportedText} are not supported`,
          );
      }
      if (!negated) {
        for (const match of text.matchAll(WEBGL_VERSION)) {
          if (Number(match[1]) !== webgl)
            report(unit, `states WebGL ${match[1]}; the facts file (web.webgl) has ${webglText}`);
        }
      }
    }

    // IFC schemas: one a page calls supported is one of the fact's, and a list of what is supported is the
    // fact's whole list. Each table cell is read on its own (an error table names IFC2x2 as a cause).
    for (const segment of /^\s*\|/.test(text) ? text.split('|') : [text]) {
      const plain = segment.replace(/\]\([^)]*\)/g, ']');
      if (NEGATION.test(plain)) continue;
      const lists: {schema: string; index: number; end: number}[][] = [];
      for (const schema of ifcSchemas(plain)) {
        const last = lists.at(-1);
        const previous = last?.at(-1);
        if (last && previous && IFC_LIST_GAP.test(plain.slice(previous.end, schema.index))) last.push(schema);
        else lists.push([schema]);
      }
      for (const list of lists) {
        const start = list[0]?.index ?? 0;
        const end = list.at(-1)?.end ?? 0;
        const preceding = plain.slice(0, start);
        if (IFC_EXCEPT.test(preceding)) continue;
        if (!IFC_SUPPORT_BEFORE.test(preceding) && !IFC_SUPPORT_AFTER.test(plain.slice(end))) continue;
        const unsupported = list.filter((s) => !ifcVersions.includes(s.schema));
        for (const schema of unsupported)
          report(
            unit,
            `calls ${schema.schema} supported ("${said(plain)}"); the facts file (ifc.versions) has ${ifcText}`,
          );
        const named = [...new Set(list.map((s) => s.schema))];
        if (
          unsupported.length === 0 &&
          named.length >= 2 &&
          !IFC_SCOPED.test(preceding) &&
          !IFC_ALTERNATIVES.test(plain.slice(start, end)) &&
          named.length !== ifcVersions.length
        )
          report(
            unit,
            `lists ${named.join(', ')} as the supported IFC schemas ("${said(plain)}"); the facts file (ifc.versions) has ${ifcText}`,
          );
      }
    }

    for (const match of text.matchAll(/BCF\s+(\d\.\d)/gu)) {
      if (!bcf.includes(match[1] ?? ''))
        report(unit, `names BCF ${match[1]}; the facts file (bcf.versions) has BCF ${bcf.join(' and ')}`);
    }
  }
  return mismatches;
}
