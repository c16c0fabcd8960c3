/**
 * Every REST and OData operation of the OpenAPI description as one Markdown
 * answer of the `get_api_operation` tool, written at build time so the server
 * needs neither the YAML nor a resolver: method and path, base URL,
 * authentication, parameters, the request body's schema, each response with
 * its schema, a curl request and an example answer. Schemas are written with
 * their `$ref`s followed to a bounded depth (deeper ones by name, with the
 * reference page that describes them), so one answer stays small.
 */
import {exampleOf, mainType} from '../../openapi-reference/plugin/example';
import {operations, slugify, tags, concreteServer, type Operation} from '../../openapi-reference/plugin/model';
import {responseExample} from '../../openapi-reference/plugin/responses';
import {openapiRoute} from '../../openapi-reference/plugin/routes';
import {curlSample} from '../../openapi-reference/plugin/samples';
import {isObject, lookup, schemaName, type Json, type JsonObject} from '../../openapi-reference/plugin/spec';
import type {ApiOperationRecord} from '../shared/apiOperation';

/** `$ref`s followed inside one schema before the rest are named only. */
const SCHEMA_DEPTH = 3;
/** Examples longer than this are cut: the schema above says the rest. */
const EXAMPLE_CHARS = 1_500;
/** Longer descriptions of a field are cut to their first sentence. */
const FIELD_DESCRIPTION_CHARS = 160;

function short(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= FIELD_DESCRIPTION_CHARS) return flat;
  const sentence = /^(.+?[.!?])\s/.exec(flat)?.[1];
  return sentence && sentence.length <= FIELD_DESCRIPTION_CHARS
    ? sentence
    : `${flat.slice(0, FIELD_DESCRIPTION_CHARS - 1)}…`;
}

/**
 * A schema as a compact JSON Schema: `$ref`s inlined up to `depth`, deeper ones kept as
 * `{"$ref": "Name"}`; descriptions shortened; examples left to the example block.
 */
export function outline(document: Json, schema: Json | undefined, depth = SCHEMA_DEPTH): Json {
  if (!isObject(schema)) return schema ?? null;
  if (typeof schema.$ref === 'string') {
    const name = schemaName(schema.$ref) ?? schema.$ref;
    if (depth <= 0) return {$ref: name};
    const target = lookup(document, schema.$ref);
    const inlined = outline(document, target, depth - 1);
    return isObject(inlined) ? {title: name, ...inlined} : inlined;
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'example' || key === 'examples' || key.startsWith('x-')) continue;
    if (key === 'description' && typeof value === 'string') out.description = short(value);
    else if (key === 'properties' && isObject(value))
      out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, outline(document, v, depth)]));
    else if ((key === 'items' || key === 'additionalProperties') && isObject(value))
      out[key] = outline(document, value, depth);
    else if ((key === 'allOf' || key === 'oneOf' || key === 'anyOf') && Array.isArray(value))
      out[key] = value.map((v) => outline(document, v, depth));
    else out[key] = value;
  }
  return out;
}

function json(value: Json): string {
  const text = JSON.stringify(value, null, 1);
  return text.length <= EXAMPLE_CHARS ? text : `${text.slice(0, EXAMPLE_CHARS)}\n… (cut)`;
}

function typeOf(document: Json, schema: Json | undefined): string {
  if (!isObject(schema)) return '';
  if (typeof schema.$ref === 'string') return schemaName(schema.$ref) ?? '';
  const type = mainType(schema) ?? '';
  if (type === 'array') return `array of ${typeOf(document, schema.items) || 'values'}`;
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
  const values = Array.isArray(schema.enum) ? `: ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}` : '';
  return `${type}${format}${values}`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
}

function operationMarkdown(document: JsonObject, op: Operation, siteUrl: string): string {
  const lines: string[] = [];
  const page = `${siteUrl}${openapiRoute(op.page)}`;
  lines.push(`# ${op.method.toUpperCase()} ${op.path}: ${op.summary}`, '');
  lines.push(`- operationId: \`${op.operationId}\``);
  lines.push(`- Base URL: \`${concreteServer(op)}\` (template \`${op.serverUrl}\`)`);
  lines.push(`- Authentication: ${op.security.length > 0 ? op.security.join(' or ') : 'none'}`);
  if (op.tags.length > 0) lines.push(`- Tags: ${op.tags.join(', ')}`);
  if (op.deprecated) lines.push('- Deprecated: still served, to be removed with its major version');
  lines.push(`- Reference page: ${page}`, '');
  if (op.description) lines.push(op.description.trim(), '');
  if (op.parameters.length > 0) {
    lines.push('## Parameters', '', '| Name | In | Type | Required | Description |', '|---|---|---|---|---|');
    for (const p of op.parameters)
      lines.push(
        `| \`${p.name}\` | ${p.in} | ${cell(typeOf(document, p.schema))} | ${p.required ? 'yes' : 'no'} | ${cell(short(p.description))} |`,
      );
    lines.push('');
  }
  if (op.requestBody) {
    lines.push(`## Request body${op.requestBody.required ? ' (required)' : ''}`, '');
    if (op.requestBody.description) lines.push(short(op.requestBody.description), '');
    for (const media of op.requestBody.content)
      lines.push(`\`${media.mediaType}\`:`, '', '```json', json(outline(document, media.schema)), '```', '');
  }
  lines.push('## Responses', '');
  for (const response of op.responses) {
    const media = response.content[0];
    lines.push(
      `- **${response.status}**${media ? ` \`${media.mediaType}\`` : ''}: ${short(response.description)}${response.shared ? ` (${response.shared})` : ''}`,
    );
  }
  lines.push('');
  const success = op.responses.find((r) => /^2/.test(r.status) && r.content.length > 0);
  const successMedia = success?.content[0];
  if (success && successMedia) {
    lines.push(
      `## Response ${success.status} schema`,
      '',
      '```json',
      json(outline(document, successMedia.schema)),
      '```',
      '',
    );
  }
  lines.push('## Example request', '', '```bash', curlSample(document, op), '```', '');
  const example = success && successMedia ? responseExample(document, success, successMedia) : undefined;
  if (example !== undefined)
    lines.push(`## Example response ${success?.status ?? ''}`, '', '```json', json(example), '```', '');
  else if (successMedia)
    lines.push(
      `## Example response ${success?.status ?? ''}`,
      '',
      '```json',
      json(exampleOf(document, successMedia.schema)),
      '```',
      '',
    );
  return lines.join('\n').trimEnd() + '\n';
}

/** Every operation of the description, in its order, with the Markdown the tool answers. */
export function apiOperationRecords(document: JsonObject, siteUrl: string): ApiOperationRecord[] {
  const tagList = tags(document);
  const list = operations(document, (name) => tagList.find((t) => t.name === name)?.slug ?? slugify(name));
  return list.map((op) => ({
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    path: op.path,
    basePath: new URL(concreteServer(op).replace(/\{[^}]+\}/g, 'x'), 'https://x').pathname.replace(/\/$/, ''),
    summary: op.summary,
    markdown: operationMarkdown(document, op, siteUrl.replace(/\/$/, '')),
  }));
}
