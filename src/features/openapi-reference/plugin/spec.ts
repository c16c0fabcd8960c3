/**
 * The OpenAPI description as the reference generator reads it: parsed YAML,
 * `$ref` resolution by JSON pointer, and the checks that fail the build with
 * the JSON pointer of what is missing (an operation without summary or
 * description, a schema field or parameter without description, a `$ref` that
 * points nowhere).
 */
import yaml from 'js-yaml';

/** A JSON value as js-yaml returns it. */
export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type Method = (typeof HTTP_METHODS)[number];

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** `#/paths/~1projects/get` for the keys `paths`, `/projects`, `get` (RFC 6901 escaping). */
export function pointer(...keys: readonly (string | number)[]): string {
  return `#/${keys.map((k) => String(k).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

/** The value a local `$ref` (`#/components/schemas/Project`) points at, or undefined. */
export function lookup(document: Json, ref: string): Json | undefined {
  if (!ref.startsWith('#')) return undefined;
  const parts =
    ref === '#'
      ? []
      : ref
          .slice(2)
          .split('/')
          .map((p) => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~'));
  let current: Json | undefined = document;
  for (const part of parts) {
    if (Array.isArray(current)) current = current[Number(part)];
    else if (isObject(current))
      current = Object.prototype.hasOwnProperty.call(current, part) ? current[part] : undefined;
    else return undefined;
  }
  return current;
}

/** The schema name a `$ref` names, for `#/components/schemas/<Name>` refs; else undefined. */
export function schemaName(ref: string): string | undefined {
  const match = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
  return match?.[1];
}

export interface SpecProblem {
  /** Where the problem is, as a JSON pointer into the description. */
  readonly pointer: string;
  readonly message: string;
}

/** Follows `$ref` chains of an object (a parameter, a response, a header); stops at a broken one. */
export function deref(document: Json, value: Json | undefined): JsonObject | undefined {
  let current = value;
  for (let hops = 0; hops < 20 && isObject(current) && typeof current.$ref === 'string'; hops += 1)
    current = lookup(document, current.$ref);
  return isObject(current) ? current : undefined;
}

/** Every `$ref` of the document that points nowhere. */
function brokenRefs(document: Json): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const walk = (value: Json, keys: (string | number)[]): void => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...keys, i]));
    else if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string') {
          if (lookup(document, child) === undefined)
            problems.push({pointer: pointer(...keys), message: `$ref "${child}" points at nothing`});
        } else walk(child, [...keys, key]);
      }
    }
  };
  walk(document, []);
  return problems;
}

/** A schema's own or its `$ref` target's description. */
function described(document: Json, schema: Json | undefined): boolean {
  if (!isObject(schema)) return false;
  if (str(schema.description)) return true;
  if (typeof schema.$ref === 'string') return described(document, lookup(document, schema.$ref));
  return false;
}

/** Every property of `schema` (and of schemas nested in it, not behind a `$ref`) must say what it is. */
function schemaProblems(document: Json, schema: Json | undefined, keys: (string | number)[]): SpecProblem[] {
  if (!isObject(schema) || typeof schema.$ref === 'string') return [];
  const problems: SpecProblem[] = [];
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      const at = [...keys, 'properties', name];
      if (!described(document, property))
        problems.push({pointer: pointer(...at), message: `field "${name}" has no description`});
      problems.push(...schemaProblems(document, property, at));
    }
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((s, i) => problems.push(...schemaProblems(document, s, [...keys, key, i])));
  }
  if (isObject(schema.items)) problems.push(...schemaProblems(document, schema.items, [...keys, 'items']));
  if (isObject(schema.additionalProperties))
    problems.push(...schemaProblems(document, schema.additionalProperties, [...keys, 'additionalProperties']));
  return problems;
}

function mediaProblems(document: Json, content: Json | undefined, keys: (string | number)[]): SpecProblem[] {
  if (!isObject(content)) return [];
  return Object.entries(content).flatMap(([type, media]) =>
    isObject(media) ? schemaProblems(document, media.schema, [...keys, 'content', type, 'schema']) : [],
  );
}

function parameterProblems(document: Json, parameters: Json | undefined, keys: (string | number)[]): SpecProblem[] {
  if (!Array.isArray(parameters)) return [];
  return parameters.flatMap((p, i) => {
    if (isObject(p) && typeof p.$ref === 'string') return []; // checked where it is defined
    const parameter = deref(document, p);
    if (!parameter) return [];
    const name = str(parameter.name) ?? String(i);
    return str(parameter.description)
      ? []
      : [{pointer: pointer(...keys, i), message: `parameter "${name}" has no description`}];
  });
}

/**
 * Tags are the reference's pages: every operation's tags must be declared, and a
 * nested tag (`x-parent`) must name a declared tag that is not nested itself.
 */
function tagProblems(document: JsonObject): SpecProblem[] {
  const list = Array.isArray(document.tags) ? document.tags : [];
  const declared = new Map(
    list.flatMap((t) => (isObject(t) && typeof t.name === 'string' ? [[t.name, t] as const] : [])),
  );
  const problems: SpecProblem[] = [];
  list.forEach((t, i) => {
    if (!isObject(t)) return;
    const parent = t['x-parent'];
    if (parent === undefined) return;
    const target = typeof parent === 'string' ? declared.get(parent) : undefined;
    if (!target)
      problems.push({
        pointer: pointer('tags', i, 'x-parent'),
        message: `x-parent ${JSON.stringify(parent)} is not a declared tag`,
      });
    else if (target['x-parent'] !== undefined)
      problems.push({
        pointer: pointer('tags', i, 'x-parent'),
        message: `x-parent "${String(parent)}" is itself nested; tags nest one level deep`,
      });
  });
  for (const [template, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation) || !Array.isArray(operation.tags)) continue;
      operation.tags.forEach((tag, i) => {
        if (typeof tag !== 'string' || !declared.has(tag))
          problems.push({
            pointer: pointer('paths', template, method, 'tags', i),
            message: `tag ${JSON.stringify(tag)} is not declared in the top-level \`tags\``,
          });
      });
    }
  }
  return problems;
}

/** Everything the reference needs said that the description leaves unsaid, each with its JSON pointer. */
export function checkSpec(document: Json): SpecProblem[] {
  if (!isObject(document) || !isObject(document.paths))
    return [{pointer: '#', message: 'not an OpenAPI document: no `paths` object'}];
  const problems = brokenRefs(document);
  for (const [template, item] of Object.entries(document.paths)) {
    if (!isObject(item)) continue;
    problems.push(...parameterProblems(document, item.parameters, ['paths', template, 'parameters']));
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const at = ['paths', template, method];
      if (!str(operation.summary)) problems.push({pointer: pointer(...at), message: 'operation has no summary'});
      if (!str(operation.description))
        problems.push({pointer: pointer(...at), message: 'operation has no description'});
      if (!str(operation.operationId))
        problems.push({pointer: pointer(...at), message: 'operation has no operationId'});
      // The short name (page title, sidebar label) where the operationId in words is not a natural one.
      if (operation['x-name'] !== undefined && !str(operation['x-name']))
        problems.push({pointer: pointer(...at, 'x-name'), message: 'x-name must be a non-empty string'});
      problems.push(...parameterProblems(document, operation.parameters, [...at, 'parameters']));
      if (isObject(operation.requestBody))
        problems.push(...mediaProblems(document, operation.requestBody.content, [...at, 'requestBody']));
      if (isObject(operation.responses)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (isObject(response) && typeof response.$ref !== 'string')
            problems.push(...mediaProblems(document, response.content, [...at, 'responses', status]));
        }
      }
    }
  }
  problems.push(...tagProblems(document));
  const components = isObject(document.components) ? document.components : {};
  if (isObject(components.schemas)) {
    for (const [name, schema] of Object.entries(components.schemas)) {
      const at = ['components', 'schemas', name];
      if (!described(document, schema) && !(isObject(schema) && Array.isArray(schema.allOf)))
        problems.push({pointer: pointer(...at), message: `schema "${name}" has no description`});
      problems.push(...schemaProblems(document, schema, at));
    }
  }
  if (isObject(components.parameters)) {
    for (const [name, parameter] of Object.entries(components.parameters)) {
      if (isObject(parameter) && !str(parameter.description))
        problems.push({
          pointer: pointer('components', 'parameters', name),
          message: `parameter "${String(parameter.name ?? name)}" has no description`,
        });
    }
  }
  if (isObject(components.responses)) {
    for (const [name, response] of Object.entries(components.responses)) {
      if (isObject(response))
        problems.push(...mediaProblems(document, response.content, ['components', 'responses', name]));
    }
  }
  return problems;
}

/** Parses the description and throws one error listing every problem, each with its JSON pointer. */
export function loadSpec(source: string, file: string): JsonObject {
  let document: unknown;
  try {
    document = yaml.load(source);
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  const problems = checkSpec(document as Json);
  if (problems.length > 0) {
    throw new Error(
      `${file}: the API reference cannot be generated, ${problems.length} problem(s):\n${problems.map((p) => `  ${p.pointer}: ${p.message}`).join('\n')}`,
    );
  }
  return document as JsonObject;
}
