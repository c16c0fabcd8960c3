/**
 * Example values built from a schema, for the response and request examples
 * and the code samples of the reference: the schema's own `examples`/`example`
 * first, then `const`, `default`, the first enum value, and a value that fits
 * the type and format. `$ref`s are followed; recursion stops at three levels
 * of the same schema.
 */
import {isObject, lookup, type Json, type JsonObject} from './spec';

const FORMAT_EXAMPLES: Record<string, Json> = {
  'date-time': '2026-10-14T08:31:55Z',
  date: '2026-10-14',
  password: 'correct-horse-battery-staple',
  uri: 'https://tessera.company.ru/api/v1/',
  int64: 1042,
};

function ownExample(schema: JsonObject): Json | undefined {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null) ?? null;
  return undefined;
}

/** The first non-null type of a schema (`type: [string, 'null']` → `string`). */
export function mainType(schema: JsonObject): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((t): t is string => typeof t === 'string' && t !== 'null');
  if (isObject(schema.properties) || Array.isArray(schema.allOf)) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
}

export function exampleOf(document: Json, schema: Json | undefined, seen: readonly string[] = []): Json {
  if (!isObject(schema)) return null;
  if (typeof schema.$ref === 'string') {
    if (seen.filter((s) => s === schema.$ref).length >= 2) return null;
    const own = ownExample(schema);
    return own !== undefined ? own : exampleOf(document, lookup(document, schema.$ref), [...seen, schema.$ref]);
  }
  const own = ownExample(schema);
  if (own !== undefined) return own;
  if (Array.isArray(schema.allOf)) {
    const merged: JsonObject = {};
    for (const part of schema.allOf) {
      const value = exampleOf(document, part, seen);
      if (isObject(value)) Object.assign(merged, value);
    }
    return merged;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) {
      const first = list.find((s) => !(isObject(s) && s.type === 'null'));
      return exampleOf(document, first, seen);
    }
  }
  const type = mainType(schema);
  if (type === 'object') {
    const out: JsonObject = {};
    if (isObject(schema.properties)) {
      for (const [name, property] of Object.entries(schema.properties)) out[name] = exampleOf(document, property, seen);
    } else if (isObject(schema.additionalProperties)) {
      out.key = exampleOf(document, schema.additionalProperties, seen);
    }
    return out;
  }
  if (type === 'array') {
    const item = exampleOf(document, schema.items, seen);
    const min = typeof schema.minItems === 'number' ? schema.minItems : 1;
    return Array.from({length: Math.max(1, Math.min(min, 6))}, () => item);
  }
  const byFormat = typeof schema.format === 'string' ? FORMAT_EXAMPLES[schema.format] : undefined;
  if (type === 'integer') return typeof schema.minimum === 'number' ? schema.minimum : (byFormat ?? 1);
  if (type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 1.5;
  if (type === 'boolean') return true;
  if (type === 'string') {
    if (byFormat !== undefined) return byFormat;
    if (typeof schema.contentMediaType === 'string') return `(binary ${schema.contentMediaType})`;
    return 'text';
  }
  if (Array.isArray(schema.type) && schema.type.includes('null')) return null;
  return null;
}
