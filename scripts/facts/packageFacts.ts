/**
 * What the installed packages offer, read from their type declarations with the TypeScript
 * checker: a module's exports (types included), and the props a component export accepts. One
 * program answers every page: its only root is a generated file that imports each module the
 * pages name.
 */
import path from 'node:path';
import ts from 'typescript';

export interface ModuleFacts {
  /** Every exported name, types included; `default` for a default export. */
  readonly exports: ReadonlySet<string>;
  /** The props of an export that renders as a component, or null when it is not one. */
  propsOf(exportName: string): ReadonlySet<string> | null;
}

const ROOT_FILE = '__facts_root__.tsx';

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  // A CommonJS module's `export =` is its default export, as bundlers import it.
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

function propertiesOf(checker: ts.TypeChecker, type: ts.Type): string[] {
  const parts = type.isUnion() || type.isIntersection() ? type.types : [type];
  return parts.flatMap((part) => checker.getPropertiesOfType(checker.getApparentType(part)).map((symbol) => symbol.getName()));
}

/** The props of a component type: the first parameter of each of its call or construct signatures. */
function componentProps(checker: ts.TypeChecker, type: ts.Type): Set<string> | null {
  const signatures = [...type.getCallSignatures(), ...type.getConstructSignatures()];
  const props = new Set<string>();
  for (const signature of signatures) {
    const [first] = signature.getParameters();
    if (first === undefined) {
      continue;
    }
    const declaration = first.valueDeclaration ?? first.declarations?.[0];
    if (declaration === undefined) {
      continue;
    }
    for (const name of propertiesOf(checker, checker.getTypeOfSymbolAtLocation(first, declaration))) {
      props.add(name);
    }
  }
  return props.size === 0 ? null : props;
}

/** A component export a page renders: its props are read as TypeScript resolves `<Name />`. */
export interface ComponentUse {
  readonly module: string;
  readonly exportName: string;
}

/** The props TypeScript resolves for `<Name />`: a generic component's type parameters take their defaults. */
function renderedProps(checker: ts.TypeChecker, element: ts.JsxSelfClosingElement): Set<string> | null {
  const signature = checker.getResolvedSignature(element);
  const [first] = signature?.getParameters() ?? [];
  if (first === undefined) {
    return null;
  }
  const props = new Set(propertiesOf(checker, checker.getTypeOfSymbolAtLocation(first, element)));
  return props.size === 0 ? null : props;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Reads the modules from the site's node_modules. A module that does not resolve is absent from
 * the map.
 */
export function readModuleFacts(siteDir: string, modules: readonly string[], components: readonly ComponentUse[] = []): Map<string, ModuleFacts> {
  const rootPath = path.join(siteDir, ROOT_FILE);
  const moduleIndex = new Map(modules.map((module, index) => [module, index] as const));
  const rendered = components.filter((use) => moduleIndex.has(use.module) && (use.exportName === 'default' || IDENTIFIER.test(use.exportName)));
  const rootText =
    modules.map((module, index) => `import * as m${index} from ${JSON.stringify(module)};\nexport {m${index}};\n`).join('') +
    rendered.map((use, index) => `export const e${index} = <m${moduleIndex.get(use.module)}.${use.exportName} />;\n`).join('');
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === rootPath ? rootText : readFile(file));
  host.fileExists = ((exists) => (file: string) => path.resolve(file) === rootPath || exists(file))(host.fileExists.bind(host));
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) =>
    path.resolve(file) === rootPath ? ts.createSourceFile(file, rootText, languageVersion, true) : getSourceFile(file, languageVersion, onError, shouldCreate);
  host.getCurrentDirectory = () => siteDir;

  const program = ts.createProgram({rootNames: [rootPath], options: COMPILER_OPTIONS, host});
  const checker = program.getTypeChecker();
  const root = program.getSourceFile(rootPath);
  const facts = new Map<string, ModuleFacts>();
  if (root === undefined) {
    return facts;
  }
  const renderedElements = new Map<string, ts.JsxSelfClosingElement>();
  for (const statement of root.statements) {
    const declaration = ts.isVariableStatement(statement) ? statement.declarationList.declarations[0] : undefined;
    const initializer = declaration?.initializer;
    const index = declaration && ts.isIdentifier(declaration.name) ? Number(declaration.name.text.slice(1)) : NaN;
    const use = rendered[index];
    if (use && initializer && ts.isJsxSelfClosingElement(initializer)) {
      renderedElements.set(`${use.module}\0${use.exportName}`, initializer);
    }
  }
  const imports = root.statements.filter(ts.isImportDeclaration);
  for (const [index, declaration] of imports.entries()) {
    const module = modules[index];
    const symbol = checker.getSymbolAtLocation(declaration.moduleSpecifier);
    if (module === undefined || symbol === undefined) {
      continue;
    }
    const exported = new Map(checker.getExportsOfModule(symbol).map((entry) => [entry.getName(), entry] as const));
    const exportEquals = symbol.exports?.get(ts.InternalSymbolName.ExportEquals);
    if (exportEquals !== undefined && !exported.has('default')) {
      exported.set('default', exportEquals);
    }
    const propsCache = new Map<string, Set<string> | null>();
    facts.set(module, {
      exports: new Set(exported.keys()),
      propsOf(exportName) {
        const element = renderedElements.get(`${module}\0${exportName}`);
        if (!propsCache.has(exportName) && element) {
          propsCache.set(exportName, renderedProps(checker, element));
        }
        if (!propsCache.has(exportName)) {
          const entry = exported.get(exportName);
          const target = entry && entry.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(entry) : entry;
          const declarationNode = target?.valueDeclaration ?? target?.declarations?.[0];
          propsCache.set(exportName, target && declarationNode ? componentProps(checker, checker.getTypeOfSymbolAtLocation(target, declarationNode)) : null);
        }
        return propsCache.get(exportName) ?? null;
      },
    });
  }
  return facts;
}
