/**
 * What extraction knows while it reads one component, the lookup of the component's own modules
 * and exports, and the error that names an unreadable component.
 */
import type ts from 'typescript';
import type {ClassNameLookup} from './classNames';
import {exportOf, moduleSymbolOf} from './checker';
import type {TagMap} from './elements';
import type {EntryComponent} from './program';
import type {ApiWarning} from './types';

export class ComponentReadError extends Error {
  override name = 'ComponentReadError';
}

export interface ComponentContext {
  readonly checker: ts.TypeChecker;
  readonly entry: ts.SourceFile;
  /** Position of the component in the entry module (its `P<index>` props alias). */
  readonly index: number;
  readonly folder: string;
  readonly entryComponent: EntryComponent;
  readonly packageDir: string;
  readonly packageName: string;
  readonly packageVersion: string;
  readonly componentFolders: ReadonlySet<string>;
  readonly rootModule: ts.Symbol | undefined;
  readonly tagMap: TagMap;
  readonly classNames: ClassNameLookup | undefined;
  readonly warn: (warning: Omit<ApiWarning, 'packageName' | 'component'>) => void;
}

/**
 * The component's folder index (`namespace`, `Button/index.d.ts`, what `import … from
 * '<package>/Button'` reads) or its declaration file (`declaration`, `Button/Button.d.ts`).
 */
type ComponentModule = 'namespace' | 'declaration';

export function componentModule(context: ComponentContext, which: ComponentModule): ts.Symbol | undefined {
  const {namespaceModule, declarationModule} = context.entryComponent;
  return moduleSymbolOf(context.checker, context.entry, which === 'namespace' ? namespaceModule : declarationModule);
}

/** An export of one of the component's modules (`Button`, `ButtonProps`, `buttonClasses`). */
export function componentExport(context: ComponentContext, which: ComponentModule, name: string): ts.Symbol | undefined {
  return exportOf(context.checker, componentModule(context, which), name);
}

export function fail(context: ComponentContext, reason: string): never {
  throw new ComponentReadError(
    `${context.packageName}: cannot read the declaration of component "${context.folder}" ` +
      `(${context.folder}/${context.folder}.d.ts): ${reason}. Fix the cause, or list it with a reason ` +
      `in plugins/api-pages/src/skipList.ts.`,
  );
}
