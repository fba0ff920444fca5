/**
 * Extraction: installed package declarations → {@link PackageApi}. Reads the package folder,
 * builds one TypeScript program for it (see program.ts) and walks the checker's view of each
 * component (component.ts), then resolves inheritance across them (inheritance.ts). Everything
 * it returns is plain data, ready for the cache and the renderer.
 *
 * What counts as a component: a capitalised folder with a `<Name>/<Name>.d.ts` whose default
 * export is callable or constructible (a React component). A discovered folder that fails that
 * test throws, naming the component, unless the skip list (skipList.ts) names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {moduleSymbolOf} from './checker';
import type {ClassNameLookup} from './classNames';
import {extractComponent, type Draft} from './component';
import {ComponentReadError, fail, type ComponentContext} from './componentContext';
import {tagsByInterface} from './elements';
import {resolveInheritance} from './inheritance';
import {createPackageProgram, entryModuleSource, type EntryComponent, type SourceFileCache} from './program';
import type {ApiWarning, ComponentApi, PackageApi} from './types';

interface ExtractOptions {
  /** Absolute path of the installed package (`…/node_modules/@mui/material`). */
  readonly packageDir: string;
  /** Components to leave out, with the reason (see skipList.ts). */
  readonly skip?: Readonly<Record<string, string>>;
  /** Extract only these components (tests). Inheritance is then resolved among them only. */
  readonly only?: readonly string[];
  /** Global class names from the runtime; without it the naming rule is used. */
  readonly classNames?: ClassNameLookup;
  readonly sourceFileCache?: SourceFileCache;
}

interface PackageManifest {
  readonly name: string;
  readonly version: string;
}

export function readPackageManifest(packageDir: string): PackageManifest {
  const file = path.join(packageDir, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {name?: unknown; version?: unknown};
  if (typeof manifest.name !== 'string' || typeof manifest.version !== 'string') {
    throw new Error(`api-pages: ${file} has no name or version`);
  }
  return {name: manifest.name, version: manifest.version};
}

/** Capitalised folders with a `<Name>.d.ts`, sorted. */
export function discoverComponents(packageDir: string): string[] {
  return fs
    .readdirSync(packageDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) => fs.existsSync(path.join(packageDir, name, `${name}.d.ts`)))
    .sort();
}

export function extractPackage(options: ExtractOptions): PackageApi {
  const packageDir = path.resolve(options.packageDir);
  const {name: packageName, version: packageVersion} = readPackageManifest(packageDir);
  const skip = options.skip ?? {};
  const discovered = discoverComponents(packageDir);
  const selected = discovered.filter((folder) => !(folder in skip) && (!options.only || options.only.includes(folder)));
  const missing = (options.only ?? []).filter((folder) => !discovered.includes(folder));
  if (missing.length > 0) {
    throw new ComponentReadError(`${packageName}: no component folder with a declaration for ${missing.map((m) => `"${m}"`).join(', ')}`);
  }
  const entryComponents: EntryComponent[] = selected.map((folder) => ({
    folder,
    namespaceModule: fs.existsSync(path.join(packageDir, folder, 'index.d.ts')) ? `./${folder}/index.js` : `./${folder}/${folder}.js`,
    declarationModule: `./${folder}/${folder}.js`,
  }));
  const hasRootIndex = fs.existsSync(path.join(packageDir, 'index.d.ts'));
  const {checker, entry, program} = createPackageProgram(
    packageDir,
    entryModuleSource(entryComponents, hasRootIndex),
    options.sourceFileCache,
  );
  const rootModule = hasRootIndex ? moduleSymbolOf(checker, entry, './index.js') : undefined;
  const tagMap = tagsByInterface(checker);
  const componentFolders = new Set(discovered);
  const warnings: ApiWarning[] = [];

  const drafts = new Map<string, Draft>();
  entryComponents.forEach((entryComponent, index) => {
    const folder = entryComponent.folder;
    const declarationFile = program.getSourceFile(path.join(packageDir, folder, `${folder}.d.ts`));
    const context: ComponentContext = {
      checker,
      entry,
      index,
      folder,
      entryComponent,
      packageDir,
      packageName,
      packageVersion,
      componentFolders,
      rootModule,
      tagMap,
      classNames: options.classNames,
      warn: (warning) => warnings.push({packageName, component: folder, ...warning}),
    };
    const [syntaxError] = declarationFile ? program.getSyntacticDiagnostics(declarationFile) : [];
    if (syntaxError) {
      fail(context, `syntax error: ${ts.flattenDiagnosticMessageText(syntaxError.messageText, ' ')}`);
    }
    try {
      drafts.set(folder, extractComponent(context));
    } catch (error) {
      if (error instanceof ComponentReadError) {
        throw error;
      }
      // A checker crash on an odd declaration must still name the component.
      fail(context, `unexpected ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    }
  });

  const components = [...drafts.values()].map((draft): ComponentApi => ({
    ...draft.api,
    inheritance: resolveInheritance(draft, drafts),
  }));
  return {packageName, packageVersion, components, warnings};
}
