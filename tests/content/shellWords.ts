/**
 * A small shell lexer for the curl examples of the developer pages
 * (tests/content/httpExamples.ts finds the curl commands in its words):
 * a script becomes words and operators the way a POSIX shell splits them, with
 * quotes, backslash escapes, line continuations and comments honoured. It does
 * not expand variables or run substitutions: `$T` stays `$T`, and `$(` is an
 * operator that starts a nested command. Hand-written rather than a library
 * because the examples need only this much, and a parser that also expands
 * would change the words the checks compare.
 */

/** The operators `shellWords` emits as words of their own; a newline comes out as `;`. */
export const SHELL_OPERATORS: ReadonlySet<string> = new Set([';', '|', '||', '&', '&&', '(', ')', '$(']);

/** Split a shell script into words and operators, honouring quotes, escapes and line continuations. */
export function shellWords(script: string): string[] {
  const words: string[] = [];
  let current = '';
  let inWord = false;
  let i = 0;
  const flush = (): void => {
    if (inWord) words.push(current);
    current = '';
    inWord = false;
  };
  while (i < script.length) {
    const ch = script.charAt(i);
    if (ch === '\\') {
      const next = script[i + 1];
      if (next === '\n') {
        i += 2;
        continue;
      }
      if (next !== undefined) {
        current += next;
        inWord = true;
      }
      i += 2;
      continue;
    }
    if (ch === "'") {
      const end = script.indexOf("'", i + 1);
      const stop = end === -1 ? script.length : end;
      current += script.slice(i + 1, stop);
      inWord = true;
      i = stop + 1;
      continue;
    }
    if (ch === '"') {
      i += 1;
      while (i < script.length && script[i] !== '"') {
        if (script[i] === '\\' && i + 1 < script.length) {
          if (script[i + 1] !== '\n') current += script[i + 1];
          i += 2;
        } else {
          current += script[i];
          i += 1;
        }
      }
      inWord = true;
      i += 1;
      continue;
    }
    if (ch === '#' && !inWord) {
      while (i < script.length && script[i] !== '\n') i += 1;
      continue;
    }
    if (ch === '$' && script[i + 1] === '(') {
      flush();
      words.push('$(');
      i += 2;
      continue;
    }
    if (ch === '\n' || ch === ';' || ch === '|' || ch === '&' || ch === ')' || ch === '(') {
      flush();
      let op = ch;
      if ((ch === '|' || ch === '&') && script[i + 1] === ch) op += ch;
      words.push(op === '\n' ? ';' : op);
      i += op.length;
      continue;
    }
    if (/\s/.test(ch)) {
      flush();
      i += 1;
      continue;
    }
    current += ch;
    inWord = true;
    i += 1;
  }
  flush();
  return words;
}
