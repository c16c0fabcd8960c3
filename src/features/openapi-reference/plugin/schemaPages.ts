/**
 * The schemas folder: an index of every named schema and a page per schema
 * with its fields, an example and what uses it.
 */
import {exampleOf} from './example';
import type {Operation} from './model';
import type {GeneratedPage, Layout, PageOptions} from './layout';
import {cell, code, firstSentence, frontMatter, jsonBlock, linkTo, mdxText, plain} from './markdown';
import {SchemaWriter} from './schemaTables';
import {isObject, schemaName, str, type Json, type JsonObject} from './spec';

/** Named schemas a value refers to, for "used by" lists. */
function refsIn(value: Json | undefined, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        const name = schemaName(child);
        if (name) out.add(name);
      } else refsIn(child, out);
    }
  }
  return out;
}

export function namedSchemas(document: JsonObject): JsonObject {
  return isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
}

/** Schemas an operation refers to directly: its parameters, body and responses (shared ones through their own schema). */
function operationRefs(document: JsonObject, op: Operation): Set<string> {
  const responses =
    isObject(document.components) && isObject(document.components.responses) ? document.components.responses : {};
  const refs = new Set<string>();
  op.requestBody?.content.forEach((m) => refsIn(m.schema, refs));
  op.responses.forEach((r) => r.content.forEach((m) => refsIn(m.schema, refs)));
  op.parameters.forEach((p) => refsIn(p.schema, refs));
  op.responses.forEach((r) => r.shared && refsIn(responses[r.shared], refs));
  return refs;
}

/**
 * The schemas folder: an index of every schema with its first sentence, and a
 * page per schema (fields, example, the operations and schemas that use it).
 */
export function schemaPages(document: JsonObject, layout: Layout, options: PageOptions): GeneratedPage[] {
  const schemas = namedSchemas(document);
  const names = Object.keys(schemas).sort((a, b) => a.localeCompare(b, 'en'));
  const summary = (s: Json | undefined): string => cell(firstSentence(isObject(s) ? (str(s.description) ?? '') : ''));
  const refsOf = new Map(layout.operations.map((op) => [op, operationRefs(document, op)] as const));
  const pages: GeneratedPage[] = names.map((name, index) => {
    const file = layout.schemaFile(name);
    const writer = new SchemaWriter(document, file, layout);
    const schema = schemas[name];
    const usedByOperations = layout.operations.filter((op) => refsOf.get(op)?.has(name));
    const usedBySchemas = names.filter((other) => other !== name && refsIn(schemas[other]).has(name));
    const description = isObject(schema) ? (str(schema.description) ?? '') : '';
    const includes = isObject(schema) && Array.isArray(schema.allOf) ? [...refsIn({allOf: schema.allOf})] : [];
    const usedBy = [
      ...usedByOperations.map(
        (op) => `- [${cell(op.name)}](${linkTo(file, op.page)}): ${code(`${op.method.toUpperCase()} ${op.path}`)}`,
      ),
      ...usedBySchemas.map(
        (other) => `- [${other}](${linkTo(file, layout.schemaFile(other))}): ${summary(schemas[other])}`,
      ),
    ];
    const body = [
      mdxText(description),
      '',
      ...(includes.length > 0
        ? [
            `Includes every field of ${includes.map((n) => `[${n}](${linkTo(file, layout.schemaFile(n))})`).join(' and ')}.`,
            '',
          ]
        : []),
      '## Fields',
      '',
      writer.table(schema),
      '',
      '## Example',
      '',
      jsonBlock(exampleOf(document, schema)),
      '',
      '## Used by',
      '',
      ...(usedBy.length === 0 ? ['No operation or schema refers to it directly.'] : usedBy),
      '',
    ];
    return {
      file,
      content: `${frontMatter({title: name, sidebar_position: index + 1, description: `${name}, a schema of the Tessera API: ${plain(firstSentence(description))}`, custom_edit_url: options.editUrl})}\n${body.join('\n')}`,
    };
  });
  const index = [
    'Every named schema of the description: request and response bodies and the types they share. Each has a page with its fields, an example and the operations and schemas that use it.',
    '',
    '| Schema | What it is |',
    '|---|---|',
    ...names.map(
      (name) => `| [${name}](${linkTo('schemas/index.md', layout.schemaFile(name))}) | ${summary(schemas[name])} |`,
    ),
    '',
  ];
  pages.unshift({
    file: 'schemas/index.md',
    content: `${frontMatter({title: 'Schemas', sidebar_position: 900, description: 'Every schema of the Tessera API: request and response bodies, their fields, types, constraints and examples.', custom_edit_url: options.editUrl})}\n${index.join('\n')}`,
  });
  return pages;
}
