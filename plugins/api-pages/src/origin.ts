/**
 * Where a prop is declared decides whether its page lists it (declared by the component or by
 * shared MUI code), counts it as inherited (declared by another component or a third-party
 * package), or leaves it to the root element (DOM and React props).
 */
import path from 'node:path';
import ts from 'typescript';

/** Packages whose declarations describe the DOM and React itself: rest props, not listed. */
const DOM_PACKAGES: ReadonlySet<string> = new Set(['@types/react', '@types/react-dom', 'csstype', 'typescript']);

/**
 * Props that the shared `StandardProps` helpers add to every component. They are not listed in
 * the props table (mui.com's API pages leave them out too): they go to the root element like
 * any DOM prop.
 */
export const PASS_THROUGH_PROPS: ReadonlySet<string> = new Set(['className', 'style', 'ref', 'key']);

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

export interface OriginContext {
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

/** The origin of a prop declared in several places: the one closest to the component wins. */
export function bestOrigin(symbol: ts.Symbol, context: OriginContext): Origin {
  const origins = (symbol.declarations ?? []).map((declaration) => originOf(declaration, context));
  return origins.reduce<Origin>((best, origin) => (ORIGIN_RANK[origin.kind] < ORIGIN_RANK[best.kind] ? origin : best), {kind: 'dom'});
}
