/**
 * Request samples of an operation, generated from the description: a curl
 * command and a TypeScript function that calls `fetch`, with the response
 * (and request body) typed from the schemas, so the unit test that compiles
 * the samples also checks that the examples fit the schemas.
 */
import {exampleOf} from './example';
import {concreteServer, type Operation, type Parameter} from './model';
import {isObject, lookup, schemaName, type Json} from './spec';

/** Names of TypeScript types made from named schemas, in the order they were first needed. */
class TypeCollector {
  readonly declarations = new Map<string, string>();

  constructor(private readonly document: Json) {}

  /** A TypeScript type expression for a schema; named schemas become declarations. */
  type(schema: Json | undefined, depth = 0): string {
    if (!isObject(schema) || depth > 12) return 'unknown';
    if (typeof schema.$ref === 'string') {
      const name = schemaName(schema.$ref);
      const target = lookup(this.document, schema.$ref);
      if (name === undefined) return this.type(target, depth + 1);
      const typeName = name.replace(/[^A-Za-z0-9_]/g, '_');
      if (!this.declarations.has(typeName)) {
        this.declarations.set(typeName, ''); // reserve: breaks cycles
        this.declarations.set(typeName, this.type(target, depth + 1));
      }
      return typeName;
    }
    if (schema.const !== undefined) return JSON.stringify(schema.const);
    if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
    if (Array.isArray(schema.allOf)) return schema.allOf.map((s) => this.wrap(this.type(s, depth + 1))).join(' & ');
    const alternatives = Array.isArray(schema.oneOf)
      ? schema.oneOf
      : Array.isArray(schema.anyOf)
        ? schema.anyOf
        : undefined;
    if (alternatives) return alternatives.map((s) => this.wrap(this.type(s, depth + 1))).join(' | ');
    const types = Array.isArray(schema.type)
      ? schema.type
      : typeof schema.type === 'string'
        ? [schema.type]
        : isObject(schema.properties)
          ? ['object']
          : [];
    if (types.length === 0) return 'unknown';
    return types.map((t) => this.single(String(t), schema, depth)).join(' | ');
  }

  private wrap(type: string): string {
    return /[|&]/.test(type) ? `(${type})` : type;
  }

  private single(type: string, schema: Record<string, Json>, depth: number): string {
    switch (type) {
      case 'null':
        return 'null';
      case 'integer':
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'string':
        return 'string';
      case 'array':
        return `${this.wrap(this.type(schema.items, depth + 1))}[]`;
      case 'object': {
        const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
        const fields = isObject(schema.properties)
          ? Object.entries(schema.properties).map(
              ([name, property]) =>
                `${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)}${required.has(name) ? '' : '?'}: ${this.type(property, depth + 1)};`,
            )
          : [];
        if (isObject(schema.additionalProperties))
          fields.push(`[key: string]: ${this.type(schema.additionalProperties, depth + 1)};`);
        if (fields.length === 0)
          return schema.additionalProperties === false ? 'Record<string, never>' : 'Record<string, unknown>';
        // One field a line, indented by nesting (a nested object's lines are indented once more when it is placed).
        return `{\n${fields.map((f) => `  ${f.replace(/\n/g, '\n  ')}`).join('\n')}\n}`;
      }
      default:
        return 'unknown';
    }
  }

  /** `type X = …;` lines for every named schema used. */
  lines(): string[] {
    return [...this.declarations].map(([name, type]) => `type ${name} = ${type};`);
  }
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json$/;

/** Value of a parameter in the samples: its example, else one built from its schema. */
export function parameterValue(document: Json, parameter: Parameter): Json {
  return parameter.example !== undefined ? parameter.example : exampleOf(document, parameter.schema);
}

/** Query parameters a sample sends: the required ones and those with their own example. */
function sampleQuery(operation: Operation): Parameter[] {
  return operation.parameters.filter((p) => p.in === 'query' && (p.required || p.example !== undefined));
}

function concretePath(document: Json, operation: Operation): string {
  return operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return parameter ? encodeURIComponent(String(parameterValue(document, parameter))) : whole;
  });
}

function queryString(document: Json, operation: Operation): string {
  const query = sampleQuery(operation);
  if (query.length === 0) return '';
  return `?${query.map((p) => `${encodeURIComponent(p.name).replace(/%24/g, '$')}=${encodeURIComponent(String(parameterValue(document, p)))}`).join('&')}`;
}

/** The body a sample sends: the first media type of the request body and its example. */
export function sampleBody(
  document: Json,
  operation: Operation,
): {mediaType: string; value: Json; schema: Json | undefined} | undefined {
  const first = operation.requestBody?.content[0];
  if (!first) return undefined;
  return {
    mediaType: first.mediaType,
    value: first.example !== undefined ? first.example : exampleOf(document, first.schema),
    schema: first.schema,
  };
}

/** The media type a sample asks for: the 2xx response's first. */
function successMedia(operation: Operation): {mediaType: string; schema: Json | undefined} | undefined {
  const success = operation.responses.find((r) => /^2/.test(r.status) && r.content.length > 0);
  return success?.content[0];
}

function usesBasic(operation: Operation): boolean {
  return operation.security.length > 0 && !operation.security.some((s) => /bearer/i.test(s));
}

export function curlSample(document: Json, operation: Operation): string {
  const url = `${concreteServer(operation)}${concretePath(document, operation)}${queryString(document, operation)}`;
  const lines = [
    `curl${operation.method === 'get' ? '' : ` -X ${operation.method.toUpperCase()}`} "${url.replace(/\$/g, '\\$')}"`,
  ];
  if (operation.security.length > 0)
    lines.push(
      usesBasic(operation) ? '-u "$TESSERA_LOGIN:$TESSERA_TOKEN"' : '-H "Authorization: Bearer $TESSERA_TOKEN"',
    );
  const accept = successMedia(operation);
  if (accept) lines.push(`-H "Accept: ${accept.mediaType}"`);
  const body = sampleBody(document, operation);
  if (body) {
    if (body.mediaType === 'multipart/form-data' && isObject(body.value)) {
      for (const [name, value] of Object.entries(body.value)) {
        if (typeof value === 'string' && value.startsWith('(binary '))
          lines.push(`-F "${name}=@${name === 'file' ? 'upload.xlsx' : name}"`);
        else lines.push(`-F '${name}=${JSON.stringify(value)};type=application/json'`);
      }
    } else if (body.mediaType === 'application/octet-stream') {
      lines.push('-H "Content-Type: application/octet-stream"', '--data-binary @blob.bin');
    } else if (body.mediaType === 'application/x-www-form-urlencoded' && isObject(body.value)) {
      for (const [name, value] of Object.entries(body.value)) lines.push(`--data-urlencode '${name}=${String(value)}'`);
    } else {
      lines.push(
        `-H "Content-Type: ${body.mediaType}"`,
        `--data '${JSON.stringify(body.value, null, 2).replace(/'/g, "'\\''")}'`,
      );
    }
  }
  return lines.join(' \\\n  ');
}

function identifier(name: string): string {
  const cleaned = name
    .replace(/^\$/, '')
    .replace(/[^A-Za-z0-9_]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase());
  return /^[A-Za-z_]/.test(cleaned) ? cleaned : `p${cleaned}`;
}

function indent(text: string, spaces: number): string {
  return text.replace(/\n/g, `\n${' '.repeat(spaces)}`);
}

export function typescriptSample(document: Json, operation: Operation): string {
  const types = new TypeCollector(document);
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const query = sampleQuery(operation);
  const body = sampleBody(document, operation);
  const success = successMedia(operation);
  const resultType = !success
    ? 'void'
    : JSON_TYPE.test(success.mediaType)
      ? types.type(success.schema)
      : /^text\/|xml|ndjson/.test(success.mediaType)
        ? 'string'
        : 'Blob';

  const signature = pathParams.map((p) => `${identifier(p.name)}: ${types.type(p.schema)}`);
  const auth = operation.security.length === 0 ? undefined : usesBasic(operation) ? 'basic' : 'bearer';
  if (auth === 'bearer') signature.unshift('token: string');
  if (auth === 'basic') signature.unshift('login: string', 'token: string');

  const body_: string[] = [];
  const pathExpr = operation.path.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => `\${encodeURIComponent(String(${identifier(name)}))}`,
  );
  body_.push(`const url = new URL(\`${concreteServer(operation)}${pathExpr}\`);`);
  for (const p of query)
    body_.push(
      `url.searchParams.set(${JSON.stringify(p.name)}, ${JSON.stringify(String(parameterValue(document, p)))});`,
    );
  const headers: string[] = [];
  if (auth === 'bearer') headers.push('Authorization: `Bearer ${token}`');
  if (auth === 'basic') headers.push('Authorization: `Basic ${btoa(`${login}:${token}`)}`');
  if (success) headers.push(`Accept: ${JSON.stringify(success.mediaType)}`);
  let bodyExpr: string | undefined;
  if (body) {
    if (body.mediaType === 'multipart/form-data' && isObject(body.value)) {
      signature.push('file: Blob');
      body_.push('const form = new FormData();');
      for (const [name, value] of Object.entries(body.value)) {
        if (typeof value === 'string' && value.startsWith('(binary '))
          body_.push(`form.append(${JSON.stringify(name)}, file);`);
        else {
          const propertySchema = isObject(body.schema) ? fieldSchema(document, body.schema, name) : undefined;
          body_.push(
            `const ${identifier(name)}: ${types.type(propertySchema)} = ${indent(JSON.stringify(value, null, 2), 0)};`,
          );
          body_.push(
            `form.append(${JSON.stringify(name)}, new Blob([JSON.stringify(${identifier(name)})], {type: 'application/json'}));`,
          );
        }
      }
      bodyExpr = 'form';
    } else if (body.mediaType === 'application/octet-stream') {
      signature.push('blob: Blob');
      headers.push("'Content-Type': 'application/octet-stream'");
      bodyExpr = 'blob';
    } else {
      body_.push(`const body: ${types.type(body.schema)} = ${JSON.stringify(body.value, null, 2)};`);
      headers.push(`'Content-Type': ${JSON.stringify(body.mediaType)}`);
      bodyExpr =
        body.mediaType === 'application/x-www-form-urlencoded' ? 'new URLSearchParams(body)' : 'JSON.stringify(body)';
    }
  }
  body_.push(
    'const response = await fetch(url, {',
    `  method: ${JSON.stringify(operation.method.toUpperCase())},`,
    `  headers: {${headers.join(', ')}},`,
    ...(bodyExpr ? [`  body: ${bodyExpr},`] : []),
    '});',
    `if (!response.ok) throw new Error(\`${operation.operationId}: HTTP \${response.status} \${await response.text()}\`);`,
  );
  if (resultType === 'void') body_.push('return;');
  else if (resultType === 'string') body_.push('return response.text();');
  else if (resultType === 'Blob') body_.push('return response.blob();');
  else body_.push(`return (await response.json()) as ${resultType};`);

  const fn = [
    `/** ${operation.summary} (\`${operation.method.toUpperCase()} ${operation.path}\`). */`,
    `export async function ${operation.operationId}(${signature.join(', ')}): Promise<${resultType}> {`,
    ...body_.map((line) => `  ${indent(line, 2)}`),
    '}',
  ];
  return [...types.lines(), ...(types.declarations.size > 0 ? [''] : []), ...fn].join('\n');
}

/** The schema of one property of an object schema (following `$ref` and `allOf`). */
function fieldSchema(document: Json, schema: Json, name: string): Json | undefined {
  if (!isObject(schema)) return undefined;
  if (typeof schema.$ref === 'string') return fieldSchema(document, lookup(document, schema.$ref) ?? null, name);
  if (isObject(schema.properties) && name in schema.properties) return schema.properties[name];
  if (Array.isArray(schema.allOf))
    for (const part of schema.allOf) {
      const found = fieldSchema(document, part, name);
      if (found !== undefined) return found;
    }
  return undefined;
}
