/**
 * One TypeScript program per package, over a generated entry module that imports every
 * component folder. Building one program (instead of one per component) lets the checker share
 * all the common declarations (React, DOM, `@mui/system`), which is most of the work.
 */
import path from 'node:path';
import ts from 'typescript';

/** Name of the in-memory entry module; it never touches the disk. */
const ENTRY_FILE_NAME = '__api_pages_entry__.ts';

/**
 * Parsed source files shared between the programs of one run. The standard library and
 * `@types/react` are the same for every package, so they are parsed once.
 */
export type SourceFileCache = Map<string, ts.SourceFile>;

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  // Without this, every `@types/*` package under node_modules would be loaded.
  types: [],
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  jsx: ts.JsxEmit.Preserve,
};

/** Only these files are shared across programs: they do not depend on the package. */
function isShareable(fileName: string): boolean {
  return /[\\/]node_modules[\\/](typescript[\\/]lib|@types[\\/]react|csstype)[\\/]/.test(fileName);
}

/** One import line per folder: the folder's `index.d.ts` namespace and its default export. */
export interface EntryComponent {
  readonly folder: string;
  /** Path of the module to import as a namespace, relative to the package (`./Button/index.js`). */
  readonly namespaceModule: string;
  /** Path of the declaration module with the default export (`./Button/Button.js`). */
  readonly declarationModule: string;
}

export function entryModuleSource(components: readonly EntryComponent[], hasRootIndex: boolean): string {
  const lines = components.flatMap((component, index) => [
    `import type * as M${index} from '${component.namespaceModule}';`,
    `import type * as D${index} from '${component.declarationModule}';`,
    // `<Name>Props` with its default type arguments; resolves to an error type (not a crash)
    // when the folder has no such export, which the extractor checks first.
    `export type P${index} = M${index}.${component.folder}Props;`,
  ]);
  if (hasRootIndex) {
    lines.push(`import type * as Root from './index.js';`);
  }
  lines.push('export {};');
  return `${lines.join('\n')}\n`;
}

interface PackageProgram {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  readonly entry: ts.SourceFile;
}

export function createPackageProgram(packageDir: string, source: string, cache: SourceFileCache = new Map()): PackageProgram {
  const entryPath = path.join(packageDir, ENTRY_FILE_NAME);
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const baseGetSourceFile = host.getSourceFile.bind(host);
  const baseFileExists = host.fileExists.bind(host);
  const baseReadFile = host.readFile.bind(host);
  host.fileExists = (fileName) => fileName === entryPath || baseFileExists(fileName);
  host.readFile = (fileName) => (fileName === entryPath ? source : baseReadFile(fileName));
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (fileName === entryPath) {
      return ts.createSourceFile(fileName, source, languageVersion, true);
    }
    if (!isShareable(fileName)) {
      return baseGetSourceFile(fileName, languageVersion, onError, shouldCreate);
    }
    const cached = cache.get(fileName);
    if (cached) {
      return cached;
    }
    const created = baseGetSourceFile(fileName, languageVersion, onError, shouldCreate);
    if (created) {
      cache.set(fileName, created);
    }
    return created;
  };
  const program = ts.createProgram({rootNames: [entryPath], options: COMPILER_OPTIONS, host});
  const entry = program.getSourceFile(entryPath);
  if (!entry) {
    throw new Error(`api-pages: could not create the entry module for ${packageDir}`);
  }
  return {program, checker: program.getTypeChecker(), entry};
}
