/**
 * Finds statements of product facts in a page's text and compares them with
 * the facts file: client memory against model size, the Revit versions of the
 * plug-in, Value's default VAT rate, the client/server compatibility rule,
 * the units values reach formulas, queries and check rules in, the personal token's use,
 * token validity and BCF versions.
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
    // Inline code is an example of syntax, not a statement of a fact.
    const prose = raw.replace(/`[^`]*`/g, ' ');
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

function countWord(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : (COUNT_WORDS[word.toLowerCase()] ?? Number.NaN);
}

function formatCount(value: number, language: FactLanguage): string {
  return new Intl.NumberFormat(siteConfig.locales.bcp47[language]).format(value);
}

/** Every statement of a fact in the page that differs from the facts file. */
export function checkFactStatements(
  body: string,
  firstLine: number,
  facts: Facts,
  language: FactLanguage,
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

    for (const match of text.matchAll(/BCF\s+(\d\.\d)/gu)) {
      if (!bcf.includes(match[1] ?? ''))
        report(unit, `names BCF ${match[1]}; the facts file (bcf.versions) has BCF ${bcf.join(' and ')}`);
    }
  }
  return mismatches;
}
