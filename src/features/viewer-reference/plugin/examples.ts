/**
 * Type-checks the TypeScript examples of the documentation, in memory:
 * - every ```ts block of the hand-written viewer pages and every ```ts block of
 *   a TSDoc @example in packages/viewer-api, against that package
 *   (`checkExamples`, tests/content/viewerExamples.test.ts);
 * - every ```ts block of the REST API pages, on their own with ES2022 and the
 *   DOM (`checkStandaloneExamples`, tests/content/apiTsExamples.test.ts).
 * A block whose info string has the word `continues` is appended to the blocks
 * before it on the same page, so a tutorial can build one program step by step.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface CodeExample {
  /** Where it came from, e.g. `content/viewer/x.md:42`. */
  readonly origin: string;
  readonly code: string;
}

export interface ExampleProblem {
  readonly origin: string;
  readonly message: string;
}

const FENCE = /^```(ts|typescript)\b([^\n]*)\n([\s\S]*?)^```/gm;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** ```ts blocks of one Markdown page; `continues` blocks carry the page's earlier blocks. */
export function markdownExamples(file: string, source: string): CodeExample[] {
  const out: CodeExample[] = [];
  let program = '';
  for (const match of source.matchAll(FENCE)) {
    const info = match[2] ?? '';
    const code = match[3] ?? '';
    program = /\bcontinues\b/.test(info) ? `${program}\n${code}` : code;
    out.push({origin: `${file}:${lineOf(source, match.index)}`, code: program});
  }
  return out;
}

/** ```ts blocks inside TSDoc @example tags of one source file. */
export function tsdocExamples(file: string, source: string): CodeExample[] {
  const out: CodeExample[] = [];
  for (const comment of source.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const text = comment[0]
      .split('\n')
      .map((line) => line.replace(/^\s*\/?\*+\/?\s?/, ''))
      .join('\n');
    const exampleAt = text.indexOf('@example');
    if (exampleAt < 0) continue;
    for (const match of text.slice(exampleAt).matchAll(FENCE)) {
      out.push({origin: `${file}:${lineOf(source, comment.index)}`, code: match[3] ?? ''});
    }
  }
  return out;
}

/** Compiler options of the examples: those of the package, plus the package name mapped to its source. */
export function exampleCompilerOptions(packageDir: string): ts.CompilerOptions {
  const configFile = path.join(packageDir, 'tsconfig.json');
  const {config, error} = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, packageDir);
  return {
    ...parsed.options,
    noEmit: true,
    // Tutorials declare values they do not use again; that is not an error in a sample.
    noUnusedLocals: false,
    paths: {'@tessera/viewer': [path.join(packageDir, 'src/index.ts')]},
  };
}

/**
 * Options of examples that import nothing but the platform: strict, ES2022 and the DOM
 * (`fetch`, streams, `FormData`), every block a module of its own.
 */
export function standaloneCompilerOptions(): ts.CompilerOptions {
  const {options, errors} = ts.convertCompilerOptionsFromJson(
    {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      moduleDetection: 'force',
      lib: ['ES2022', 'DOM'],
      strict: true,
      noUncheckedIndexedAccess: true,
      noImplicitOverride: true,
      noFallthroughCasesInSwitch: true,
      isolatedModules: true,
      noEmit: true,
      types: [],
    },
    process.cwd(),
  );
  if (errors.length > 0)
    throw new Error(errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n')).join('\n'));
  return options;
}

/**
 * Type-checks examples in one program with the given options; each example is its own
 * module file in `virtualDir`, a folder that need not exist (imports resolve from there).
 */
export function typeCheckExamples(
  examples: readonly CodeExample[],
  options: ts.CompilerOptions,
  virtualDir: string,
): ExampleProblem[] {
  const files = new Map(examples.map((example, i) => [path.join(virtualDir, `example-${i}.ts`), example]));
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const example = files.get(path.resolve(fileName));
    if (example) return ts.createSourceFile(fileName, example.code, languageVersion, true);
    return getSourceFile(fileName, languageVersion, onError, shouldCreate);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => files.has(path.resolve(fileName)) || fileExists(fileName);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => files.get(path.resolve(fileName))?.code ?? readFile(fileName);

  const program = ts.createProgram([...files.keys()], options, host);
  const problems: ExampleProblem[] = [];
  for (const [fileName, example] of files) {
    const sourceFile = program.getSourceFile(fileName);
    if (!sourceFile) throw new Error(`example ${example.origin} was not compiled`);
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    for (const diagnostic of diagnostics) {
      const where =
        diagnostic.start === undefined
          ? ''
          : ` (example line ${sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line + 1})`;
      problems.push({
        origin: example.origin,
        message: `${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}${where}`,
      });
    }
  }
  return problems;
}

/** Type-checks examples against packages/viewer-api (`import … from '@tessera/viewer'`). */
export function checkExamples(examples: readonly CodeExample[], packageDir: string): ExampleProblem[] {
  return typeCheckExamples(examples, exampleCompilerOptions(packageDir), path.join(packageDir, '__examples__'));
}

/** Type-checks examples that import nothing, with {@link standaloneCompilerOptions}. */
export function checkStandaloneExamples(examples: readonly CodeExample[], virtualDir: string): ExampleProblem[] {
  return typeCheckExamples(examples, standaloneCompilerOptions(), virtualDir);
}

/** Files under `dir` whose names end with `ext`, in sorted order, leaving out the folder `skipDir`. */
function walk(dir: string, ext: string, skipDir?: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) return abs === skipDir ? [] : walk(abs, ext, skipDir);
      return entry.name.endsWith(ext) ? [abs] : [];
    });
}

const relativeTo = (siteDir: string, abs: string): string => path.relative(siteDir, abs).split(path.sep).join('/');

/** The ```ts examples of every Markdown page under `pagesDir` (none when it does not exist), except under `skipDir`. */
export function pageExamples(siteDir: string, pagesDir: string, skipDir?: string): CodeExample[] {
  return walk(pagesDir, '.md', skipDir).flatMap((file) =>
    markdownExamples(relativeTo(siteDir, file), fs.readFileSync(file, 'utf8')),
  );
}

/** Every example of the viewer pages (except the generated reference) and of the package sources. */
export function collectExamples(
  siteDir: string,
  pagesDir: string,
  generatedDir: string,
  packageDir: string,
): CodeExample[] {
  return [
    ...pageExamples(siteDir, pagesDir, generatedDir),
    ...walk(path.join(packageDir, 'src'), '.ts').flatMap((file) =>
      tsdocExamples(relativeTo(siteDir, file), fs.readFileSync(file, 'utf8')),
    ),
  ];
}
