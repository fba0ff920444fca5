/**
 * Extraction: installed package declarations → {@link PackageApi}. Reads the package folder,
 * builds one TypeScript program for it (see program.ts) and walks the checker's view of each
 * component. Everything it returns is plain data, ready for the cache and the renderer.
 *
 * What counts as a component: a capitalised folder with a `<Name>/<Name>.d.ts` whose default
 * export is callable or constructible (a React component). A discovered folder that fails that
 * test throws, naming the component, unless the skip list (skipList.ts) names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {conventionalClassName, type ClassNameLookup} from './classNames';
import {inheritedFromDoc, paramLine, parseComponentDoc, tagValue} from './jsdoc';
import {classesExportName, importLines, kebabCase} from './naming';
import {createPackageProgram, entryModuleSource, type EntryComponent, type SourceFileCache} from './program';
import {declaredTypeNode, printPropType, type PrintedType} from './typeText';
import type {ApiWarning, ClassApi, ComponentApi, DocLink, Inheritance, PackageApi, PropApi, SlotApi} from './types';

export interface ExtractOptions {
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

export class ComponentReadError extends Error {
  override name = 'ComponentReadError';
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

// ---------------------------------------------------------------------------------------------
// Where a prop is declared decides whether it is listed (own), inherited, or the root element's.

/** Packages whose declarations describe the DOM and React itself: rest props, not listed. */
const DOM_PACKAGES: ReadonlySet<string> = new Set(['@types/react', '@types/react-dom', 'csstype', 'typescript']);

/**
 * Props that the shared `StandardProps` helpers add to every component and that are not part
 * of the API tables on the reference site (they go to the root element like any DOM prop).
 */
const PASS_THROUGH_PROPS: ReadonlySet<string> = new Set(['className', 'style', 'ref', 'key']);

type Origin =
  | {readonly kind: 'own'}
  | {readonly kind: 'shared'}
  | {readonly kind: 'component'; readonly folder: string}
  | {readonly kind: 'external'; readonly packageName: string; readonly owner: string}
  | {readonly kind: 'dom'};

const ORIGIN_RANK: Readonly<Record<Origin['kind'], number>> = {own: 0, shared: 1, component: 2, external: 3, dom: 4};

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

/** The npm package a file belongs to, from its last `node_modules/` segment. */
export function packageOfFile(file: string): string | undefined {
  const posix = toPosix(file);
  const index = posix.lastIndexOf('/node_modules/');
  if (index < 0) {
    return undefined;
  }
  const parts = posix.slice(index + '/node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : parts[0];
}

/** Name of the interface or type alias that declares a property (`TransitionProps`). */
function ownerName(declaration: ts.Declaration): string {
  let node: ts.Node | undefined = declaration.parent;
  while (node) {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isClassDeclaration(node)) {
      return node.name?.text ?? '';
    }
    node = node.parent;
  }
  return '';
}

interface OriginContext {
  readonly packageDir: string;
  readonly ownFolder: string;
  readonly componentFolders: ReadonlySet<string>;
}

function originOf(declaration: ts.Declaration, context: OriginContext): Origin {
  const file = toPosix(declaration.getSourceFile().fileName);
  const packageRoot = `${toPosix(context.packageDir)}/`;
  if (file.startsWith(packageRoot)) {
    const segments = file.slice(packageRoot.length).split('/');
    const folder = segments.length > 1 ? (segments[0] ?? '') : '';
    if (folder === context.ownFolder) {
      return {kind: 'own'};
    }
    return context.componentFolders.has(folder) ? {kind: 'component', folder} : {kind: 'shared'};
  }
  const packageName = packageOfFile(file);
  if (packageName === undefined || DOM_PACKAGES.has(packageName)) {
    return {kind: 'dom'};
  }
  if (packageName.startsWith('@mui/')) {
    return {kind: 'shared'};
  }
  return {kind: 'external', packageName, owner: ownerName(declaration)};
}

function bestOrigin(symbol: ts.Symbol, context: OriginContext): Origin {
  const origins = (symbol.declarations ?? []).map((declaration) => originOf(declaration, context));
  return origins.reduce<Origin>((best, origin) => (ORIGIN_RANK[origin.kind] < ORIGIN_RANK[best.kind] ? origin : best), {kind: 'dom'});
}

// ---------------------------------------------------------------------------------------------
// Small checker helpers.

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function moduleSymbolOf(checker: ts.TypeChecker, entry: ts.SourceFile, specifier: string): ts.Symbol | undefined {
  for (const statement of entry.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === specifier
    ) {
      return checker.getSymbolAtLocation(statement.moduleSpecifier);
    }
  }
  return undefined;
}

function exportOf(checker: ts.TypeChecker, moduleSymbol: ts.Symbol | undefined, name: string): ts.Symbol | undefined {
  if (!moduleSymbol) {
    return undefined;
  }
  return checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === name);
}

function tagsOf(symbol: ts.Symbol, checker: ts.TypeChecker): Map<string, string> {
  const tags = new Map<string, string>();
  for (const tag of symbol.getJsDocTags(checker)) {
    const text = ts.displayPartsToString(tag.text);
    // Keep the first occurrence: intersections can repeat a prop with the same docs.
    if (!tags.has(tag.name)) {
      tags.set(tag.name, text);
    }
  }
  return tags;
}

function docOf(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
}

function declaredTypeText(symbol: ts.Symbol): string | undefined {
  return declaredTypeNode(symbol)?.getText();
}


/**
 * Signatures of a component type. A union such as `React.JSXElementConstructor<P>` (function or
 * class) has no common signature for the checker, so its members are asked one by one.
 */
function signaturesOf(checker: ts.TypeChecker, type: ts.Type, kind: ts.SignatureKind): readonly ts.Signature[] {
  const own = checker.getSignaturesOfType(type, kind);
  if (own.length > 0 || !type.isUnion()) {
    return own;
  }
  return type.types.flatMap((member) => checker.getSignaturesOfType(member, kind));
}

function compareNames(a: string, b: string): number {
  const lower = a.toLowerCase().localeCompare(b.toLowerCase(), 'en');
  return lower !== 0 ? lower : a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Type arguments of a type: of its alias (`ExtendButtonBase<ButtonTypeMap>`) and of the
 * interface it instantiates (`OverridableComponent<SliderTypeMap<…>>`).
 */
function typeArgumentsOf(checker: ts.TypeChecker, type: ts.Type): readonly ts.Type[] {
  const args: ts.Type[] = [...(type.aliasTypeArguments ?? [])];
  // The compiler API has no public guard for references; these flags are what it checks itself.
  if (type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) {
    args.push(...checker.getTypeArguments(type as ts.TypeReference));
  }
  return args;
}

/**
 * The `defaultComponent` of the component's type map (`'button'` for Material `Button`), found
 * by walking the type arguments of its declared type: the `OverridableComponent` pattern.
 */
function findDefaultComponent(checker: ts.TypeChecker, type: ts.Type, depth = 0): ts.Type | undefined {
  if (depth > 4) {
    return undefined;
  }
  const candidates = [type, ...(type.isIntersection() ? type.types : [])];
  for (const candidate of candidates) {
    const own = checker.getPropertyOfType(candidate, 'defaultComponent');
    if (own) {
      return checker.getTypeOfSymbol(own);
    }
    for (const arg of typeArgumentsOf(checker, candidate)) {
      const found = findDefaultComponent(checker, arg, depth + 1);
      if (found) {
        return found;
      }
    }
  }
  return undefined;
}

/** `'button'` → `button`; a component type → its printed name. */
function elementName(checker: ts.TypeChecker, type: ts.Type): string | undefined {
  if (type.isStringLiteral()) {
    return type.value;
  }
  const text = checker.typeToString(type);
  return /^[A-Za-z_$][\w$.]*$/.test(text) ? text : undefined;
}

/**
 * Element tags by DOM interface name, from the DOM library's own `HTMLElementTagNameMap`
 * (`HTMLDivElement` → `['div']`). Built once per program.
 */
function tagsByInterface(checker: ts.TypeChecker): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, string[]>();
  const symbol = checker.resolveName('HTMLElementTagNameMap', undefined, ts.SymbolFlags.Type, false);
  if (!symbol) {
    return map;
  }
  for (const tag of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
    const name = checker.typeToString(checker.getTypeOfSymbol(tag));
    map.set(name, [...(map.get(name) ?? []), tag.name]);
  }
  return map;
}

/**
 * The tag of the element a `ref` points to: `Ref<HTMLDivElement>` → `div`. Falls back to the
 * interface name when several tags share it (`HTMLHeadingElement`).
 */
function elementFromRef(checker: ts.TypeChecker, refType: ts.Type, tags: ReadonlyMap<string, readonly string[]>): string | undefined {
  const nonNull = checker.getNonNullableType(refType);
  const members = nonNull.isUnion() ? nonNull.types : [nonNull];
  for (const member of members) {
    const [arg] = typeArgumentsOf(checker, member);
    if (!arg || !(arg.flags & ts.TypeFlags.Object)) {
      continue;
    }
    const interfaceName = checker.typeToString(arg);
    if (!/^(HTML|SVG)\w*Element$/.test(interfaceName)) {
      continue;
    }
    const matching = tags.get(interfaceName) ?? [];
    return matching.length === 1 && matching[0] ? matching[0] : interfaceName;
  }
  return undefined;
}

/**
 * The element behind `React.HTMLAttributes<HTMLDivElement>`-style props, read from the event
 * handler types it instantiates (`onClick: MouseEventHandler<HTMLDivElement>`), for components
 * whose `ref` type does not say (`StandardProps` types it `Ref<unknown>`).
 */
function elementFromEvents(checker: ts.TypeChecker, propsType: ts.Type, tags: ReadonlyMap<string, readonly string[]>): string | undefined {
  for (const name of ['onClick', 'onFocus', 'onKeyDown']) {
    const handler = checker.getPropertyOfType(propsType, name);
    if (!handler) {
      continue;
    }
    const type = checker.getNonNullableType(checker.getTypeOfSymbol(handler));
    const [target] = type.aliasTypeArguments ?? [];
    const interfaceName = target ? checker.typeToString(target) : '';
    if (/^(HTML|SVG)\w*Element$/.test(interfaceName)) {
      const matching = tags.get(interfaceName) ?? [];
      return matching.length === 1 && matching[0] ? matching[0] : interfaceName;
    }
  }
  return undefined;
}

/** `SlotProps<'span', …>` → `'span'`; `SlotComponentProps<typeof X, …>` → `X`. */
function slotElementFromTypeNode(node: ts.TypeNode | undefined): string | undefined {
  if (!node || !ts.isTypeReferenceNode(node)) {
    return undefined;
  }
  const [first] = node.typeArguments ?? [];
  if (!first) {
    return undefined;
  }
  if (ts.isLiteralTypeNode(first) && ts.isStringLiteral(first.literal)) {
    return `'${first.literal.text}'`;
  }
  if (ts.isTypeQueryNode(first)) {
    return first.exprName.getText().replace(/Component$/, '');
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------

/** What phase 1 knows about a component before inheritance is resolved across components. */
interface Draft {
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

interface ComponentContext {
  readonly checker: ts.TypeChecker;
  readonly entry: ts.SourceFile;
  readonly index: number;
  readonly folder: string;
  readonly entryComponent: EntryComponent;
  readonly packageDir: string;
  readonly packageName: string;
  readonly packageVersion: string;
  readonly componentFolders: ReadonlySet<string>;
  readonly rootModule: ts.Symbol | undefined;
  readonly tagMap: ReadonlyMap<string, readonly string[]>;
  readonly classNames: ClassNameLookup | undefined;
  readonly warn: (warning: Omit<ApiWarning, 'packageName' | 'component'>) => void;
}

function fail(context: ComponentContext, reason: string): never {
  throw new ComponentReadError(
    `${context.packageName}: cannot read the declaration of component "${context.folder}" ` +
      `(${context.folder}/${context.folder}.d.ts): ${reason}. Fix the cause, or list it with a reason ` +
      `in plugins/api-pages/src/skipList.ts.`,
  );
}

function propsTypeOf(context: ComponentContext, componentType: ts.Type): ts.Type {
  const {checker, entry, index, folder} = context;
  const namespace = moduleSymbolOf(checker, entry, context.entryComponent.namespaceModule);
  if (exportOf(checker, namespace, `${folder}Props`)) {
    const entrySymbol = checker.getSymbolAtLocation(entry);
    const alias = exportOf(checker, entrySymbol, `P${index}`);
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
 * Props whose value maps slot names to components or props (`components`/`componentsProps`
 * are their deprecated names): their type lists the slot names.
 */
const SLOT_PROPS: ReadonlySet<string> = new Set(['slots', 'slotProps', 'components', 'componentsProps']);

/**
 * `{ root?, track?, thumb? }` for `slots` / `slotProps`: the per-slot types are long generic
 * helpers (`SlotComponentProps<'span', Overrides, OwnerState>`) and belong in the Slots table.
 */
function slotMapText(checker: ts.TypeChecker, type: ts.Type): PrintedType {
  const names = checker.getPropertiesOfType(checker.getNonNullableType(type)).map((slot) => `${slot.name}?`);
  return {text: names.length > 0 ? `{ ${names.join(', ')} }` : checker.typeToString(type)};
}

function extractProp(context: ComponentContext, symbol: ts.Symbol): PropApi | undefined {
  const {checker} = context;
  const tags = tagsOf(symbol, checker);
  if (tags.has('ignore')) {
    return undefined;
  }
  const required = (symbol.flags & ts.SymbolFlags.Optional) === 0;
  let type: string;
  try {
    const printed = SLOT_PROPS.has(symbol.name) ? slotMapText(checker, checker.getTypeOfSymbol(symbol)) : printPropType(checker, symbol);
    type = printed.text;
    if (printed.problem) {
      context.warn({prop: symbol.name, message: `${printed.problem}; showing the declared text`});
    }
  } catch (error) {
    type = declaredTypeText(symbol) ?? 'unknown';
    context.warn({prop: symbol.name, message: `type could not be printed (${String(error)}); showing the declared text`});
  }
  const signature = [...symbol.getJsDocTags(checker)]
    .filter((tag) => tag.name === 'param' || tag.name === 'returns')
    .map((tag) => {
      const text = ts.displayPartsToString(tag.text);
      return tag.name === 'param' ? paramLine(text) : `- returns: ${tagValue(text.replace(/^\{[^}]*\}\s*/, ''))}`;
    })
    .filter((line) => !/^- returns:\s*$/.test(line));
  const defaultValue = tags.get('default');
  const deprecated = tags.get('deprecated');
  return {
    name: symbol.name,
    type,
    required,
    ...(defaultValue !== undefined ? {default: tagValue(defaultValue)} : {}),
    description: docOf(symbol, checker),
    ...(deprecated !== undefined ? {deprecated: deprecated.trim()} : {}),
    ...(signature.length > 0 ? {signature} : {}),
  };
}

function extractClasses(context: ComponentContext): {classes: ClassApi[]; classesExport?: string} {
  const {checker, folder} = context;
  const exportName = classesExportName(folder);
  const namespace = moduleSymbolOf(checker, context.entry, context.entryComponent.namespaceModule);
  const classesSymbol = exportOf(checker, namespace, exportName);
  if (!classesSymbol) {
    return {classes: []};
  }
  const runtime = context.classNames?.(folder, exportName);
  const classesType = checker.getTypeOfSymbol(resolveAlias(checker, classesSymbol));
  const classes = checker.getPropertiesOfType(classesType).map((property): ClassApi => {
    const tags = tagsOf(property, checker);
    const fromRuntime = runtime?.[property.name];
    if (runtime && fromRuntime === undefined) {
      context.warn({message: `class key "${property.name}" is declared but missing from the runtime ${exportName}; using the naming rule`});
    }
    const className = fromRuntime ?? conventionalClassName(folder, property.name);
    const deprecated = tags.get('deprecated');
    return {
      key: property.name,
      className,
      isGlobalState: className.startsWith('Mui-'),
      description: docOf(property, checker),
      ...(deprecated !== undefined ? {deprecated: deprecated.trim()} : {}),
    };
  });
  return {classes, classesExport: exportName};
}

function extractSlots(context: ComponentContext, propsType: ts.Type, classes: readonly ClassApi[]): SlotApi[] {
  const {checker} = context;
  const slotsProp = checker.getPropertyOfType(propsType, 'slots');
  if (!slotsProp) {
    return [];
  }
  const slotsType = checker.getNonNullableType(checker.getTypeOfSymbol(slotsProp));
  const slotPropsProp = checker.getPropertyOfType(propsType, 'slotProps');
  const slotPropsType = slotPropsProp ? checker.getNonNullableType(checker.getTypeOfSymbol(slotPropsProp)) : undefined;
  return checker.getPropertiesOfType(slotsType).map((slot): SlotApi => {
    const tags = tagsOf(slot, checker);
    const slotProps = slotPropsType ? checker.getPropertyOfType(slotPropsType, slot.name) : undefined;
    const defaultComponent = tags.get('default') ?? slotElementFromTypeNode(slotProps ? declaredTypeNode(slotProps) : undefined);
    const className = classes.find((entry) => entry.key === slot.name)?.className;
    const propsText = slotProps ? declaredTypeText(slotProps) : undefined;
    return {
      name: slot.name,
      ...(defaultComponent !== undefined ? {defaultComponent: tagValue(defaultComponent)} : {}),
      ...(className !== undefined ? {className} : {}),
      description: docOf(slot, checker),
      ...(propsText !== undefined ? {propsType: propsText.replace(/\s+/g, ' ')} : {}),
    };
  });
}

function extractComponent(context: ComponentContext): Draft {
  const {checker, folder, packageName} = context;
  const declarationModule = moduleSymbolOf(checker, context.entry, context.entryComponent.declarationModule);
  if (!declarationModule) {
    fail(context, 'the declaration file could not be loaded');
  }
  // `import X from '<package>/X'` resolves to the folder's index, so its default export is the
  // documented one; some declaration files only export the name (ClickAwayListener).
  const namespace = moduleSymbolOf(checker, context.entry, context.entryComponent.namespaceModule);
  const defaultExport =
    exportOf(checker, namespace, 'default') ?? exportOf(checker, declarationModule, 'default') ?? exportOf(checker, declarationModule, folder);
  if (!defaultExport) {
    fail(context, 'it has no default export');
  }
  const componentSymbol = resolveAlias(checker, defaultExport);
  const componentType = checker.getTypeOfSymbol(componentSymbol);
  if (componentType.flags & ts.TypeFlags.Any) {
    fail(context, 'the type of its default export could not be resolved');
  }
  if (signaturesOf(checker, componentType, ts.SignatureKind.Call).length + signaturesOf(checker, componentType, ts.SignatureKind.Construct).length === 0) {
    fail(context, 'its default export is not a React component (no call or construct signature)');
  }

  const propsType = propsTypeOf(context, componentType);
  const originContext: OriginContext = {
    packageDir: context.packageDir,
    ownFolder: folder,
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

  const {classes, classesExport} = extractClasses(context);
  const slots = extractSlots(context, propsType, classes);
  const docText = docOf(componentSymbol, checker);
  const doc = parseComponentDoc(docText);
  const componentTags = tagsOf(componentSymbol, checker);
  const deprecated = componentTags.get('deprecated');
  const rootModule = context.rootModule;
  const exportedFromRoot = exportOf(checker, rootModule, folder) !== undefined;
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

/**
 * Phase 2: which component receives the props a component does not list.
 * Among the component folders that contribute props, the nearest ancestor is the one whose own
 * props already include all the others (Menu gets Popover's and Modal's props; Popover's props
 * include Modal's, so Menu inherits from Popover). Upstream's `inherits [X API]` JSDoc line,
 * generated from the runtime source, wins when it names a component of the package.
 */
function resolveInheritance(draft: Draft, drafts: ReadonlyMap<string, Draft>): Inheritance {
  const fromDoc = draft.docInherits?.text;
  let chosen: string | undefined;
  if (fromDoc && drafts.has(fromDoc)) {
    chosen = fromDoc;
  } else if (draft.inheritedByFolder.size > 0) {
    const candidates = [...draft.inheritedByFolder.keys()].filter((folder) => drafts.has(folder)).sort(compareNames);
    const covers = (candidate: string, other: string): boolean => {
      const candidateProps = drafts.get(candidate)?.allPropNames ?? new Set<string>();
      return [...(draft.inheritedByFolder.get(other) ?? [])].every((name) => candidateProps.has(name));
    };
    chosen =
      candidates.find((candidate) => candidates.every((other) => covers(candidate, other))) ??
      candidates.sort((a, b) => (draft.inheritedByFolder.get(b)?.size ?? 0) - (draft.inheritedByFolder.get(a)?.size ?? 0))[0];
  }
  if (chosen) {
    const target = drafts.get(chosen);
    return {
      kind: 'component',
      component: chosen,
      ...(target ? {slug: target.api.slug} : {}),
      ...(target?.rootElement !== undefined ? {rootElement: target.rootElement} : {}),
    };
  }
  const external = [...draft.inheritedExternal.entries()].sort((a, b) => b[1] - a[1] || compareNames(a[0], b[0]))[0];
  if (external) {
    const [packageName = '', owner = ''] = external[0].split('|');
    return {
      kind: 'component',
      // Upstream names third-party ancestors in its JSDoc (`inherits [Transition API](…)`).
      component: draft.docInherits?.text ?? (owner.replace(/(Own)?Props$/, '') || owner),
      fromPackage: packageName.replace(/^@types\/(?:([^_]+)__)?/, (_match: string, scope?: string) => (scope ? `@${scope}/` : '')),
      ...(draft.docInherits ? {href: draft.docInherits.href} : {}),
    };
  }
  if (draft.rootElement !== undefined) {
    return {kind: 'element', element: draft.rootElement};
  }
  return {kind: 'unknown'};
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
