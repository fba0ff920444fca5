/**
 * Phase 1 of extraction: one component's declaration → a {@link Draft}: its page data plus what
 * phase 2 (inheritance.ts) needs to decide, across components, who receives the other props.
 */
import ts from 'typescript';
import {docOf, exportOf, resolveAlias, signaturesOf, tagsOf} from './checker';
import {componentExport, componentModule, fail, type ComponentContext} from './componentContext';
import {elementFromEvents, elementFromRef, elementName, findDefaultComponent} from './elements';
import {inheritedFromDoc, parseComponentDoc} from './jsdoc';
import {extractClasses, extractProp, extractSlots} from './members';
import {compareNames, importLines, kebabCase} from './naming';
import {PASS_THROUGH_PROPS, bestOrigin, type OriginContext} from './origin';
import type {ComponentApi, DocLink, PropApi} from './types';

/** What phase 1 knows about a component before inheritance is resolved across components. */
export interface Draft {
  readonly api: Omit<ComponentApi, 'inheritance'>;
  readonly folder: string;
  readonly allPropNames: ReadonlySet<string>;
  /** Names of the props, by origin folder (same package), that were not listed. */
  readonly inheritedByFolder: ReadonlyMap<string, ReadonlySet<string>>;
  /** Props by `package|Owner` (other packages) that were not listed. */
  readonly inheritedExternal: ReadonlyMap<string, number>;
  readonly rootElement?: string;
  readonly docInherits?: DocLink;
}

function propsTypeOf(context: ComponentContext, componentType: ts.Type): ts.Type {
  const {checker, entry, index, folder} = context;
  if (componentExport(context, 'namespace', `${folder}Props`)) {
    const alias = exportOf(checker, checker.getSymbolAtLocation(entry), `P${index}`);
    if (alias) {
      const type = checker.getDeclaredTypeOfSymbol(alias);
      if (!(type.flags & ts.TypeFlags.Any)) {
        return type;
      }
    }
  }
  // No `<Name>Props` export: the props parameter of the last call signature (the one without
  // a `component` override in the OverridableComponent pattern), or a class's `props`.
  const calls = signaturesOf(checker, componentType, ts.SignatureKind.Call);
  const last = calls[calls.length - 1];
  const parameter = last?.getParameters()[0];
  if (parameter) {
    return checker.getTypeOfSymbol(parameter);
  }
  for (const construct of signaturesOf(checker, componentType, ts.SignatureKind.Construct)) {
    const props = checker.getPropertyOfType(construct.getReturnType(), 'props');
    if (props) {
      return checker.getTypeOfSymbol(props);
    }
  }
  return fail(context, 'its props type could not be determined');
}

/**
 * The documented component: the default export of the folder index (what `import X from
 * '<package>/X'` reads), else of the declaration file, else the declaration file's export named
 * like the folder (some only export the name: ClickAwayListener).
 */
function componentSymbolOf(context: ComponentContext): ts.Symbol {
  if (!componentModule(context, 'declaration')) {
    fail(context, 'the declaration file could not be loaded');
  }
  const defaultExport =
    componentExport(context, 'namespace', 'default') ??
    componentExport(context, 'declaration', 'default') ??
    componentExport(context, 'declaration', context.folder);
  if (!defaultExport) {
    fail(context, 'it has no default export');
  }
  return resolveAlias(context.checker, defaultExport);
}

interface PropsByOrigin {
  readonly props: PropApi[];
  readonly allPropNames: Set<string>;
  readonly inheritedByFolder: Map<string, Set<string>>;
  readonly inheritedExternal: Map<string, number>;
  readonly refType: ts.Type | undefined;
}

/** Splits the props by origin: listed on the page, or counted towards an inheritance. */
function splitPropsByOrigin(context: ComponentContext, propsType: ts.Type): PropsByOrigin {
  const {checker} = context;
  const originContext: OriginContext = {
    packageDir: context.packageDir,
    ownFolder: context.folder,
    componentFolders: context.componentFolders,
  };
  const props: PropApi[] = [];
  const allPropNames = new Set<string>();
  const inheritedByFolder = new Map<string, Set<string>>();
  const inheritedExternal = new Map<string, number>();
  let refType: ts.Type | undefined;
  for (const symbol of checker.getPropertiesOfType(propsType)) {
    allPropNames.add(symbol.name);
    if (symbol.name === 'ref') {
      refType = checker.getTypeOfSymbol(symbol);
    }
    const origin = bestOrigin(symbol, originContext);
    if (origin.kind === 'component') {
      const names = inheritedByFolder.get(origin.folder) ?? new Set<string>();
      names.add(symbol.name);
      inheritedByFolder.set(origin.folder, names);
    } else if (origin.kind === 'external') {
      const key = `${origin.packageName}|${origin.owner}`;
      inheritedExternal.set(key, (inheritedExternal.get(key) ?? 0) + 1);
    } else if (origin.kind === 'own' || (origin.kind === 'shared' && !PASS_THROUGH_PROPS.has(symbol.name))) {
      const prop = extractProp(context, symbol);
      if (prop) {
        props.push(prop);
      }
    }
  }
  props.sort((a, b) => compareNames(a.name, b.name));
  return {props, allPropNames, inheritedByFolder, inheritedExternal, refType};
}

export function extractComponent(context: ComponentContext): Draft {
  const {checker, folder, packageName} = context;
  const componentSymbol = componentSymbolOf(context);
  const componentType = checker.getTypeOfSymbol(componentSymbol);
  if (componentType.flags & ts.TypeFlags.Any) {
    fail(context, 'the type of its default export could not be resolved');
  }
  if (signaturesOf(checker, componentType, ts.SignatureKind.Call).length + signaturesOf(checker, componentType, ts.SignatureKind.Construct).length === 0) {
    fail(context, 'its default export is not a React component (no call or construct signature)');
  }

  const propsType = propsTypeOf(context, componentType);
  const {props, allPropNames, inheritedByFolder, inheritedExternal, refType} = splitPropsByOrigin(context, propsType);
  const {classes, classesExport} = extractClasses(context);
  const slots = extractSlots(context, propsType, classes);
  const docText = docOf(componentSymbol, checker);
  const doc = parseComponentDoc(docText);
  const deprecated = tagsOf(componentSymbol, checker).get('deprecated');
  const exportedFromRoot = exportOf(checker, context.rootModule, folder) !== undefined;
  const defaultComponent = findDefaultComponent(checker, componentType);
  const rootElement =
    (defaultComponent ? elementName(checker, defaultComponent) : undefined) ??
    (refType ? elementFromRef(checker, refType, context.tagMap) : undefined) ??
    elementFromEvents(checker, propsType, context.tagMap);
  const docInherits = inheritedFromDoc(docText);

  return {
    folder,
    allPropNames,
    inheritedByFolder,
    inheritedExternal,
    ...(rootElement !== undefined ? {rootElement} : {}),
    ...(docInherits !== undefined ? {docInherits} : {}),
    api: {
      name: folder,
      packageName,
      packageVersion: context.packageVersion,
      slug: kebabCase(folder),
      sourceFile: `${folder}/${folder}.d.ts`,
      imports: importLines(folder, packageName, exportedFromRoot),
      description: doc.description,
      ...(deprecated !== undefined ? {deprecated: deprecated.trim()} : {}),
      props,
      forwardsRef: refType !== undefined,
      slots,
      classes,
      ...(classesExport !== undefined ? {classesExport} : {}),
      demos: doc.demos,
      apiLinks: doc.apiLinks,
    },
  };
}
