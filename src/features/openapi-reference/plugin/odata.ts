/**
 * The OData entity sets: a table of every set on the OData index, each set's
 * fields, navigation properties and query options on the index of its tag,
 * and a note on each operation that reads one.
 */
import {concreteServer, headingSlug, type Operation, type Tag} from './model';
import {ERRORS_FILE, type Layout} from './layout';
import {cell, code, linkTo, mdxText} from './markdown';
import {SchemaWriter} from './schemaTables';
import {tagOperations} from './tagPages';
import {isObject, lookup, schemaName, str, type Json, type JsonObject} from './spec';

const ODATA_OPTIONS = ['$filter', '$select', '$expand', '$orderby', '$top', '$skip', '$count'];

interface EntitySet {
  readonly name: string;
  readonly op: Operation;
  readonly entity: string | undefined;
  /** The family's other GET operations under the set: `/Analyses({analysisId})`, `/Analyses({analysisId})/ItemResults`. */
  readonly related: readonly Operation[];
}

/** Entity sets of the OData family: its GET operations whose path is a bare set name, with their entity type. */
function entitySets(document: JsonObject, layout: Layout, family: Tag): EntitySet[] {
  const writer = new SchemaWriter(document, ERRORS_FILE, layout);
  const odata = tagOperations(family, layout).filter((op) => op.method === 'get');
  return odata
    .filter((op) => /^\/[A-Za-z]+$/.test(op.path))
    .map((op) => {
      const ok = op.responses.find((r) => r.status === '200')?.content[0]?.schema;
      const value = writer.fields(ok).properties.find(([n]) => n === 'value')?.[1];
      const entity =
        isObject(value) && isObject(value.items) && typeof value.items.$ref === 'string'
          ? schemaName(value.items.$ref)
          : undefined;
      const name = op.path.slice(1);
      return {name, op, entity, related: odata.filter((o) => o !== op && o.path.startsWith(`/${name}(`))};
    });
}

/**
 * The OData entity sets: on the family's index a table of every set (with the
 * query options each supports), and on each tag's index the sets its
 * operations read, with fields, navigation properties and query options: what
 * a reader writing a `$filter` looks for is one table away from the
 * operations.
 */
export function odataSection(document: JsonObject, layout: Layout, family: Tag, from: string): string {
  const writer = new SchemaWriter(document, from, layout);
  const sets = entitySets(document, layout, family);
  const entityNames = new Set(sets.map((s) => s.entity).filter((n): n is string => n !== undefined));
  const isEntity = (schema: Json | undefined): boolean => {
    if (!isObject(schema)) return false;
    const ref =
      typeof schema.$ref === 'string'
        ? schema.$ref
        : isObject(schema.items) && typeof schema.items.$ref === 'string'
          ? schema.items.$ref
          : undefined;
    const name = ref ? schemaName(ref) : undefined;
    return name !== undefined && entityNames.has(name);
  };
  const here = sets.filter((s) => s.op.tagFile === from);
  const out: string[] = [];
  if (from === family.file) {
    out.push(
      '## Entity sets',
      '',
      'The feed is read-only. Each entity set answers pages of its entity type; the query options each supports are listed with its fields.',
      '',
    );
    out.push(
      '| Entity set | Entity type | Address | Query options |',
      '|---|---|---|---|',
      ...sets.map((s) => {
        const supported = ODATA_OPTIONS.filter((o) => s.op.parameters.some((p) => p.name === o));
        return `| [${s.name}](${linkTo(from, `${s.op.tagFile}#${headingSlug(s.name)}`)}) | ${s.entity ? `[${s.entity}](${linkTo(from, layout.schemaFile(s.entity))})` : '—'} | ${code(`${concreteServer(s.op)}${s.op.path}`)} | ${supported.map(code).join(', ')} |`;
      }),
      '',
    );
  } else if (here.length > 0) {
    out.push(
      '## Fields and query options',
      '',
      `Of the ${here.map((s) => s.name).join(' and ')} entity ${here.length === 1 ? 'set' : 'sets'}: fields, navigation properties and query options. [${family.name}](${linkTo(from, family.file)}) lists every entity set of the feed.`,
      '',
    );
  }
  for (const {name, op, entity, related} of here) {
    const entitySchema = entity ? lookup(document, `#/components/schemas/${entity}`) : undefined;
    const {properties} = writer.fields(entitySchema ?? undefined);
    const fields = properties.filter(([, p]) => !isEntity(p));
    const navigation = properties.filter(([, p]) => isEntity(p));
    out.push(
      `### ${name}`,
      '',
      mdxText(entitySchema && isObject(entitySchema) ? (str(entitySchema.description) ?? '') : ''),
      '',
    );
    out.push(
      `Read with [${op.name}](${linkTo(from, op.page)}) (${code(`GET ${op.path}`)})${related.map((r) => `, [${r.name}](${linkTo(from, r.page)}) (${code(`GET ${r.path}`)})`).join('')}.`,
      '',
    );
    out.push(
      'Fields:',
      '',
      '| Field | Type | Description |',
      '|---|---|---|',
      ...fields.map(
        ([n, p]) => `| ${code(n)} | ${cell(writer.type(p))} | ${cell(isObject(p) ? (str(p.description) ?? '') : '')} |`,
      ),
      '',
    );
    out.push('Navigation properties:', '');
    if (navigation.length === 0) out.push(`${name} has no navigation properties.`, '');
    else
      out.push(
        '| Property | Leads to | Description |',
        '|---|---|---|',
        ...navigation.map(
          ([n, p]) =>
            `| ${code(n)} | ${cell(writer.type(p))} | ${cell(isObject(p) ? (str(p.description) ?? '') : '')} |`,
        ),
        '',
      );
    out.push('Query options:', '', '| Option | Supported on | What it does |', '|---|---|---|');
    for (const option of ODATA_OPTIONS) {
      const on = [op, ...related].filter((o) => o.parameters.some((p) => p.name === option));
      const parameter = on[0]?.parameters.find((p) => p.name === option);
      if (parameter)
        out.push(`| ${code(option)} | ${on.map((o) => code(o.path)).join(', ')} | ${cell(parameter.description)} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

/** On the page of each operation that reads an entity set, where the set's fields and query options are. */
export function entitySetNotes(document: JsonObject, layout: Layout, family: Tag): Map<Operation, string> {
  const notes = new Map<Operation, string>();
  for (const {name, op, related} of entitySets(document, layout, family)) {
    const tag = layout.tags.find((t) => t.file === op.tagFile);
    for (const reader of [op, ...related]) {
      const target = linkTo(reader.page, `${op.tagFile}#${headingSlug(name)}`);
      notes.set(
        reader,
        `Reads the ${code(name)} entity set: its fields, navigation properties and the query options it supports are on [${tag?.name ?? family.name}](${target}).`,
      );
    }
  }
  return notes;
}
