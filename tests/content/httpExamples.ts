/**
 * HTTP examples of the developer pages and the OpenAPI description they must match.
 *
 * Pages show requests as ```http blocks (`GET /api/v1/projects?limit=50 HTTP/1.1` + headers)
 * and as curl commands in ```bash blocks; responses are ```http blocks that start with a status
 * line (`HTTP/1.1 200 OK`) and belong to the request shown before them on the same page.
 * tests/content/apiExamples.test.ts checks every such example against openapi/tessera-api.yaml.
 * curl command lines are split into words by the shell lexer beside the tests (tests/content/shellWords.ts).
 */
import {SHELL_OPERATORS, shellWords} from './shellWords';

export const HTTP_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface RequestExample {
  readonly file: string;
  /** 1-based line of the request line or of the curl command. */
  readonly line: number;
  readonly source: 'http' | 'curl';
  readonly method: HttpMethod;
  /** Request path without scheme, host and query string, e.g. `/api/v1/projects`. */
  readonly path: string;
}

export interface ResponseExample {
  readonly file: string;
  readonly line: number;
  readonly status: number;
  /** Media type from the Content-Type header, lower-case, without parameters. */
  readonly contentType: string | undefined;
  readonly body: string;
  /** The request shown last before this response on the page. */
  readonly request: RequestExample | undefined;
}

export interface ExampleProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export interface PageExamples {
  readonly requests: RequestExample[];
  readonly responses: ResponseExample[];
  readonly problems: ExampleProblem[];
}

export interface CodeBlock {
  readonly lang: string;
  /** 1-based line of the first line inside the fence. */
  readonly line: number;
  readonly text: string;
}

/** Fenced code blocks (``` or ~~~) of a Markdown document, in document order. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let open: {fence: string; lang: string; line: number; body: string[]} | undefined;
  lines.forEach((line, index) => {
    if (open) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (close && (close[1] ?? '').startsWith(open.fence)) {
        blocks.push({lang: open.lang, line: open.line, text: open.body.join('\n')});
        open = undefined;
      } else {
        open.body.push(line);
      }
      return;
    }
    const start = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (start) open = {fence: start[1] ?? '```', lang: (start[2] ?? '').toLowerCase(), line: index + 2, body: []};
  });
  return blocks;
}

function isMethod(value: string): value is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(value);
}

/** `https://host/api/v1/x?y=1` or `/api/v1/x?y=1#z` → `/api/v1/x`. */
export function requestPath(target: string): string {
  const withoutOrigin = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const path = withoutOrigin.split(/[?#]/, 1)[0] ?? '';
  return path === '' ? '/' : path;
}

/** curl options that take a value in the next word. */
const CURL_OPTIONS_WITH_VALUE = new Set([
  '-X', '--request', '-H', '--header', '-d', '--data', '--data-raw', '--data-binary', '--data-urlencode', '--data-ascii',
  '--json', '-F', '--form', '--form-string', '-T', '--upload-file', '-o', '--output', '-u', '--user', '-w', '--write-out',
  '-A', '--user-agent', '-e', '--referer', '-b', '--cookie', '-c', '--cookie-jar', '-m', '--max-time', '--connect-timeout',
  '--retry', '--retry-delay', '--retry-max-time', '--cacert', '--cert', '--key', '-x', '--proxy', '--oauth2-bearer',
  '-r', '--range', '-z', '--time-cond', '--limit-rate', '-D', '--dump-header', '--url', '-K', '--config', '--resolve',
]);
const CURL_BODY_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-urlencode', '--data-ascii', '--json', '-F', '--form', '--form-string']);

export interface CurlRequest {
  readonly method: HttpMethod;
  readonly url: string;
}

/**
 * Method and URL of one curl invocation given as its words (after `curl`).
 * The method follows curl: `-X`, else PUT for `-T`, GET for `-G`, HEAD for `-I`, POST for a body, else GET.
 */
export function parseCurlWords(words: readonly string[]): CurlRequest | undefined {
  let explicit: string | undefined;
  let upload = false;
  let get = false;
  let head = false;
  let body = false;
  let url: string | undefined;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    if (word.startsWith('-X') && word.length > 2 && !word.startsWith('--')) {
      explicit = word.slice(2);
      continue;
    }
    if (word.startsWith('--') && word.includes('=')) {
      const [name = '', value = ''] = word.split(/=(.*)/s);
      if (name === '--request') explicit = value;
      else if (name === '--url') url ??= value;
      else if (CURL_BODY_OPTIONS.has(name)) body = true;
      else if (name === '--upload-file') upload = true;
      continue;
    }
    if (CURL_OPTIONS_WITH_VALUE.has(word)) {
      const value = words[i + 1] ?? '';
      i += 1;
      if (word === '-X' || word === '--request') explicit = value;
      else if (word === '--url') url ??= value;
      else if (word === '-T' || word === '--upload-file') upload = true;
      else if (CURL_BODY_OPTIONS.has(word)) body = true;
      continue;
    }
    if (word === '-G' || word === '--get') {
      get = true;
      continue;
    }
    if (word === '-I' || word === '--head') {
      head = true;
      continue;
    }
    if (word.startsWith('-')) continue;
    if (/^https?:\/\//i.test(word)) url ??= word;
  }
  if (url === undefined) return undefined;
  const method = (explicit ?? (upload ? 'PUT' : get ? 'GET' : head ? 'HEAD' : body ? 'POST' : 'GET')).toUpperCase();
  return isMethod(method) ? {method, url} : undefined;
}

/** Every curl invocation in a shell script, with the 0-based line offset where it starts. */
export function curlCommands(script: string): {words: string[]; lineOffset: number}[] {
  // Line offsets: count newlines before each `curl` word by scanning the script once.
  const offsets: number[] = [];
  const curlAt = /(^|[\s;|&(])curl(?=\s)/g;
  for (const match of script.matchAll(curlAt)) {
    const before = script.slice(0, (match.index ?? 0) + (match[1] ?? '').length);
    offsets.push(before.split('\n').length - 1);
  }
  const words = shellWords(script);
  const commands: {words: string[]; lineOffset: number}[] = [];
  for (let i = 0; i < words.length; i += 1) {
    if (words[i] !== 'curl') continue;
    const args: string[] = [];
    let j = i + 1;
    for (let word = words[j]; word !== undefined && !SHELL_OPERATORS.has(word); word = words[j]) {
      args.push(word);
      j += 1;
    }
    commands.push({words: args, lineOffset: offsets[commands.length] ?? 0});
    i = j - 1;
  }
  return commands;
}

const REQUEST_LINE = /^([A-Z]+)\s+(\S+)\s+HTTP\/\d(?:\.\d)?\s*$/;
const STATUS_LINE = /^HTTP\/\d(?:\.\d)?\s+(\d{3})(?:\s.*)?$/;
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);

function parseHttpMessage(text: string): {startLine: string; offset: number; headers: Map<string, string>; body: string} | undefined {
  const lines = text.split('\n');
  const offset = lines.findIndex((l) => l.trim() !== '');
  if (offset === -1) return undefined;
  const headers = new Map<string, string>();
  let i = offset + 1;
  for (; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line.trim() === '') break;
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return {startLine: (lines[offset] ?? '').trim(), offset, headers, body: lines.slice(i + 1).join('\n').trim()};
}

/** Requests and responses shown in one Markdown page. */
export function extractExamples(markdown: string, file: string): PageExamples {
  const requests: RequestExample[] = [];
  const responses: ResponseExample[] = [];
  const problems: ExampleProblem[] = [];
  let last: RequestExample | undefined;

  for (const block of codeBlocks(markdown)) {
    if (block.lang === 'http') {
      const message = parseHttpMessage(block.text);
      if (!message) {
        problems.push({file, line: block.line, message: 'empty ```http block'});
        continue;
      }
      const line = block.line + message.offset;
      const status = STATUS_LINE.exec(message.startLine);
      if (status) {
        const contentType = message.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase();
        responses.push({file, line, status: Number(status[1]), contentType, body: message.body, request: last});
        continue;
      }
      const request = REQUEST_LINE.exec(message.startLine);
      const method = request?.[1] ?? '';
      if (!request || !isMethod(method)) {
        problems.push({file, line, message: `not an HTTP request or status line: ${message.startLine}`});
        continue;
      }
      last = {file, line, source: 'http', method, path: requestPath(request[2] ?? '')};
      requests.push(last);
    } else if (SHELL_LANGS.has(block.lang)) {
      for (const command of curlCommands(block.text)) {
        const line = block.line + command.lineOffset;
        const parsed = parseCurlWords(command.words);
        if (!parsed) {
          problems.push({file, line, message: 'curl command without an absolute http(s) URL or with an unknown method'});
          continue;
        }
        last = {file, line, source: 'curl', method: parsed.method, path: requestPath(parsed.url)};
        requests.push(last);
      }
    }
  }
  return {requests, responses, problems};
}

// ---------------------------------------------------------------- OpenAPI side

export interface Operation {
  /** Path template as written in the description, e.g. `/projects/{projectId}`. */
  readonly template: string;
  /** Path of the server URL the operation is served under, e.g. `/api/v1`. */
  readonly basePath: string;
  readonly method: HttpMethod;
  readonly operationId: string | undefined;
  /** Keys of `responses`: `200`, `4XX`, `default`. */
  readonly statuses: readonly string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function serverBasePath(servers: unknown): string | undefined {
  if (!Array.isArray(servers) || servers.length === 0) return undefined;
  const first: unknown = servers[0];
  if (!isRecord(first) || typeof first.url !== 'string') return undefined;
  return requestPath(first.url).replace(/\/+$/, '');
}

/** Every operation of an OpenAPI 3.x document (already parsed from YAML or JSON). */
export function loadOperations(document: unknown): Operation[] {
  if (!isRecord(document) || !isRecord(document.paths)) throw new Error('not an OpenAPI document: no `paths` object');
  const rootBase = serverBasePath(document.servers) ?? '';
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    if (!isRecord(item)) continue;
    const pathBase = serverBasePath(item.servers) ?? rootBase;
    for (const [key, value] of Object.entries(item)) {
      const method = key.toUpperCase();
      if (!isMethod(method) || !isRecord(value)) continue;
      const responses = isRecord(value.responses) ? Object.keys(value.responses) : [];
      operations.push({
        template,
        basePath: serverBasePath(value.servers) ?? pathBase,
        method,
        operationId: typeof value.operationId === 'string' ? value.operationId : undefined,
        statuses: responses,
      });
    }
  }
  return operations;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Regular expression of a path template: `{name}` matches one non-empty path segment or part of one. */
export function templatePattern(basePath: string, template: string): RegExp {
  const parts = template.split(/(\{[^}]+\})/);
  const body = parts.map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+?' : escapeRegExp(part))).join('');
  return new RegExp(`^${escapeRegExp(basePath)}${body}$`);
}

function literalLength(template: string): number {
  return template.replace(/\{[^}]+\}/g, '').length;
}

/**
 * The operation a request example calls: same method, path matching `basePath + template`.
 * When several templates match, the one with the most literal characters wins
 * (`/import-jobs/{jobId}/apply` over a hypothetical `/import-jobs/{jobId}/{action}`).
 */
export function matchOperation(operations: readonly Operation[], method: string, path: string): Operation | undefined {
  const candidates = operations.filter((op) => op.method === method.toUpperCase() && templatePattern(op.basePath, op.template).test(path));
  return candidates.sort((a, b) => literalLength(b.template) - literalLength(a.template))[0];
}

/** Whether an operation documents a response status, exactly (`404`) or by range (`4XX`). */
export function documentsStatus(operation: Operation, status: number): boolean {
  const code = String(status);
  return operation.statuses.some((key) => key === code || key.toUpperCase() === `${code[0]}XX`);
}
