/**
 * Responses as the pages name them: status headings, the error codes a
 * description names, the shared error responses (described once on the errors
 * page) and an example body for each response.
 */
import {exampleOf} from './example';
import {headingSlug, type Response} from './model';
import {firstSentence, plain} from './markdown';
import {ERRORS_FILE} from './layout';
import {isObject, type Json} from './spec';

export function statusHeading(status: string): string {
  return `${status} ${STATUS_TEXT[status] ?? ''}`.trim();
}

export const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '206': 'Partial Content',
  '304': 'Not Modified',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '412': 'Precondition Failed',
  '413': 'Content Too Large',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
};

/** Error codes a response description names in backticks: `` (`not-found`) `` → `not-found`. */
export function errorCodes(description: string): string[] {
  const inParentheses = [...description.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] ?? '').join(' ');
  return [...inParentheses.matchAll(/`([a-z][a-z0-9]*(?:-[a-z0-9]+)*)`/g)].map((m) => m[1] ?? '');
}

/** A response body example: the description's own, else one built from the schema (problems get their status and code). */
export function responseExample(
  document: Json,
  response: Response,
  media: Response['content'][number],
): Json | undefined {
  if (media.example !== undefined) return media.example;
  if (!/json/.test(media.mediaType)) return undefined;
  const value = exampleOf(document, media.schema);
  if (isObject(value) && media.mediaType === 'application/problem+json') {
    const status = Number(response.status);
    const codeName = errorCodes(response.description)[0] ?? 'error';
    return {
      ...value,
      type: codeName,
      title: STATUS_TEXT[response.status] ?? 'Error',
      status,
      detail: plain(firstSentence(response.description)),
    };
  }
  return value;
}

/** A problem response reused from `components/responses`: described once on the errors page, linked from each operation. */
export function isSharedError(response: Response): boolean {
  return (
    response.shared !== undefined &&
    /^[45]/.test(response.status) &&
    response.content.every((m) => m.mediaType === 'application/problem+json')
  );
}

export function errorSection(status: string): string {
  return `${ERRORS_FILE}#${headingSlug(statusHeading(status))}`;
}
