/**
 * The element a component renders, read from its types: the type map's `defaultComponent`,
 * the element its `ref` points to, or the element its event handlers are typed for. Also the
 * default element of a slot, read from its `slotProps` type.
 */
import ts from 'typescript';
import {typeArgumentsOf} from './checker';

/** Element tags by DOM interface name (`HTMLDivElement` → `['div']`). */
export type TagMap = ReadonlyMap<string, readonly string[]>;

/**
 * The `defaultComponent` of the component's type map (`'button'` for Material `Button`), found
 * by walking the type arguments of its declared type: the `OverridableComponent` pattern.
 */
export function findDefaultComponent(checker: ts.TypeChecker, type: ts.Type, depth = 0): ts.Type | undefined {
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
export function elementName(checker: ts.TypeChecker, type: ts.Type): string | undefined {
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
export function tagsByInterface(checker: ts.TypeChecker): TagMap {
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
 * The element named by a DOM interface type: `HTMLDivElement` → `div`. The interface name
 * itself when several tags share it (`HTMLHeadingElement`); `undefined` for types that are not
 * an HTML or SVG element interface.
 */
function elementOfInterface(checker: ts.TypeChecker, type: ts.Type | undefined, tags: TagMap): string | undefined {
  const interfaceName = type ? checker.typeToString(type) : '';
  if (!/^(HTML|SVG)\w*Element$/.test(interfaceName)) {
    return undefined;
  }
  const matching = tags.get(interfaceName) ?? [];
  return matching.length === 1 && matching[0] ? matching[0] : interfaceName;
}

/** The tag of the element a `ref` points to: `Ref<HTMLDivElement>` → `div`. */
export function elementFromRef(checker: ts.TypeChecker, refType: ts.Type, tags: TagMap): string | undefined {
  const nonNull = checker.getNonNullableType(refType);
  const members = nonNull.isUnion() ? nonNull.types : [nonNull];
  for (const member of members) {
    const [arg] = typeArgumentsOf(checker, member);
    const element = arg && arg.flags & ts.TypeFlags.Object ? elementOfInterface(checker, arg, tags) : undefined;
    if (element !== undefined) {
      return element;
    }
  }
  return undefined;
}

/**
 * The element behind `React.HTMLAttributes<HTMLDivElement>`-style props, read from the event
 * handler types it instantiates (`onClick: MouseEventHandler<HTMLDivElement>`), for components
 * whose `ref` type does not say (`StandardProps` types it `Ref<unknown>`).
 */
export function elementFromEvents(checker: ts.TypeChecker, propsType: ts.Type, tags: TagMap): string | undefined {
  for (const name of ['onClick', 'onFocus', 'onKeyDown']) {
    const handler = checker.getPropertyOfType(propsType, name);
    if (!handler) {
      continue;
    }
    const type = checker.getNonNullableType(checker.getTypeOfSymbol(handler));
    const [target] = type.aliasTypeArguments ?? [];
    const element = elementOfInterface(checker, target, tags);
    if (element !== undefined) {
      return element;
    }
  }
  return undefined;
}

/** `SlotProps<'span', …>` → `'span'`; `SlotComponentProps<typeof X, …>` → `X`. */
export function slotElementFromTypeNode(node: ts.TypeNode | undefined): string | undefined {
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
