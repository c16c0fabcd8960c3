/**
 * Schemas as text: a type in words with named schemas linked, constraints in
 * words, and the fields table of an object schema (nested objects as
 * `parent.child` rows).
 */
import {mainType} from './example';
import type {Layout} from './layout';
import {code, cell, firstSentence, linkTo, mdxText} from './markdown';
import {isObject, lookup, schemaName, str, type Json} from './spec';

export class SchemaWriter {
  constructor(
    private readonly document: Json,
    /** The file of the page being written, for relative links. */
    private readonly from: string,
    private readonly layout: Pick<Layout, 'schemaFile'>,
  ) {}

  private link(name: string): string {
    return `[${name}](${linkTo(this.from, this.layout.schemaFile(name))})`;
  }

  /** Type of a schema in words, with named schemas linked: ``array of [Project](…)``, ``string or null``. */
  type(schema: Json | undefined): string {
    if (!isObject(schema)) return 'any';
    if (typeof schema.$ref === 'string') {
      const name = schemaName(schema.$ref);
      return name ? this.link(name) : this.type(lookup(this.document, schema.$ref));
    }
    if (Array.isArray(schema.allOf)) return schema.allOf.map((s) => this.type(s)).join(' and ');
    const alternatives = Array.isArray(schema.oneOf)
      ? schema.oneOf
      : Array.isArray(schema.anyOf)
        ? schema.anyOf
        : undefined;
    if (alternatives)
      return alternatives
        .map((s) => (isObject(s) && s.const !== undefined ? code(JSON.stringify(s.const)) : this.type(s)))
        .join(' or ');
    const types = Array.isArray(schema.type)
      ? schema.type.map(String)
      : typeof schema.type === 'string'
        ? [schema.type]
        : [];
    const main = mainType(schema);
    const words = (types.length > 0 ? types : main ? [main] : ['any']).map((t) => {
      if (t === 'array') return `array of ${this.type(schema.items)}`;
      if (t === 'object' && !isObject(schema.properties) && isObject(schema.additionalProperties))
        return `map of ${this.type(schema.additionalProperties)}`;
      if (t === 'integer' && typeof schema.format === 'string') return `integer (${schema.format})`;
      if (t === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
      if (t === 'string' && typeof schema.contentMediaType === 'string')
        return `binary (${code(schema.contentMediaType)})`;
      return t;
    });
    return words.join(' or ');
  }

  /** Constraints and allowed values in words. */
  constraints(schema: Json | undefined): string {
    if (!isObject(schema)) return '';
    const target = typeof schema.$ref === 'string' ? undefined : schema;
    if (!target) return '';
    const out: string[] = [];
    const c = (v: Json | undefined): string => code(JSON.stringify(v));
    if (Array.isArray(target.enum)) out.push(`one of ${target.enum.map((v) => c(v)).join(', ')}`);
    if (target.const !== undefined) out.push(`always ${c(target.const)}`);
    if (typeof target.minimum === 'number') out.push(`≥ ${target.minimum}`);
    if (typeof target.exclusiveMinimum === 'number') out.push(`> ${target.exclusiveMinimum}`);
    if (typeof target.maximum === 'number') out.push(`≤ ${target.maximum}`);
    if (typeof target.exclusiveMaximum === 'number') out.push(`< ${target.exclusiveMaximum}`);
    if (typeof target.minLength === 'number') out.push(`at least ${target.minLength} characters`);
    if (typeof target.maxLength === 'number') out.push(`at most ${target.maxLength} characters`);
    if (typeof target.pattern === 'string') out.push(`pattern ${code(target.pattern)}`);
    if (typeof target.minItems === 'number') out.push(`at least ${target.minItems} items`);
    if (typeof target.maxItems === 'number') out.push(`at most ${target.maxItems} items`);
    if (target.default !== undefined) out.push(`default ${c(target.default)}`);
    for (const key of ['oneOf', 'anyOf'] as const) {
      const list = target[key];
      if (Array.isArray(list))
        for (const alt of list) {
          const inner = this.constraints(alt);
          if (inner) out.push(inner);
        }
    }
    if (isObject(target.items) && typeof target.items.$ref !== 'string') {
      const inner = this.constraints(target.items);
      if (inner) out.push(`each item: ${inner}`);
    }
    return out.join('; ');
  }

  example(schema: Json | undefined): string {
    if (!isObject(schema)) return '';
    const own = Array.isArray(schema.examples) && schema.examples.length > 0 ? schema.examples[0] : schema.example;
    if (own !== undefined && own !== null && typeof own !== 'object') return code(JSON.stringify(own));
    return '';
  }

  /** The object schema behind refs: properties and required names merged over `allOf`. */
  fields(schema: Json | undefined, depth = 0): {properties: [string, Json][]; required: Set<string>} {
    const properties: [string, Json][] = [];
    const required = new Set<string>();
    if (!isObject(schema) || depth > 8) return {properties, required};
    if (typeof schema.$ref === 'string') return this.fields(lookup(this.document, schema.$ref), depth + 1);
    if (Array.isArray(schema.allOf)) {
      for (const part of schema.allOf) {
        const inner = this.fields(part, depth + 1);
        for (const [name, prop] of inner.properties) {
          const at = properties.findIndex(([n]) => n === name);
          if (at >= 0) properties[at] = [name, prop];
          else properties.push([name, prop]);
        }
        inner.required.forEach((r) => required.add(r));
      }
    }
    if (isObject(schema.properties)) for (const entry of Object.entries(schema.properties)) properties.push(entry);
    if (Array.isArray(schema.required)) schema.required.forEach((r) => required.add(String(r)));
    return {properties, required};
  }

  private description(schema: Json | undefined): string {
    if (!isObject(schema)) return '';
    if (str(schema.description)) return String(schema.description);
    if (typeof schema.$ref === 'string') {
      const target = lookup(this.document, schema.$ref);
      return isObject(target) && str(target.description) ? firstSentence(String(target.description)) : '';
    }
    return '';
  }

  /** Rows of a fields table; inline objects (and arrays of them) get rows for their own fields, `parent.child`. */
  private rows(schema: Json | undefined, prefix: string, depth: number): string[] {
    const {properties, required} = this.fields(schema);
    const rows: string[] = [];
    for (const [name, property] of properties) {
      const field = `${prefix}${name}`;
      rows.push(
        `| ${code(field)} | ${cell(this.type(property))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(this.description(property))} | ${cell(this.constraints(property))} | ${cell(this.example(property))} |`,
      );
      if (depth < 4 && isObject(property) && typeof property.$ref !== 'string') {
        const nested =
          mainType(property) === 'array' && isObject(property.items) && typeof property.items.$ref !== 'string'
            ? property.items
            : property;
        const suffix = nested === property ? '.' : '[].';
        if (isObject(nested) && (isObject(nested.properties) || Array.isArray(nested.allOf)))
          rows.push(...this.rows(nested, `${field}${suffix}`, depth + 1));
      }
    }
    return rows;
  }

  /** The fields table of an object schema, or a sentence naming its type. */
  table(schema: Json | undefined): string {
    const rows = this.rows(schema, '', 0);
    if (rows.length === 0) {
      const constraints = this.constraints(schema);
      return `Type: ${mdxText(this.type(schema))}${constraints ? `; ${mdxText(constraints)}` : ''}.`;
    }
    return [
      '| Field | Type | Required | Description | Constraints | Example |',
      '|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  }
}
