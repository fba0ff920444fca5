/**
 * Small helpers over the TypeScript checker that extraction uses everywhere: module exports,
 * JSDoc tags and text, signatures and type arguments. Hold no state.
 */
import ts from 'typescript';
import {declaredTypeNode} from './typeText';

export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The module the entry module imports from `specifier` (`./Button/index.js`). */
export function moduleSymbolOf(checker: ts.TypeChecker, entry: ts.SourceFile, specifier: string): ts.Symbol | undefined {
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

export function exportOf(checker: ts.TypeChecker, moduleSymbol: ts.Symbol | undefined, name: string): ts.Symbol | undefined {
  if (!moduleSymbol) {
    return undefined;
  }
  return checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === name);
}

/** JSDoc tags by name (`default`, `deprecated`, `ignore`), with their text. */
export function tagsOf(symbol: ts.Symbol, checker: ts.TypeChecker): Map<string, string> {
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

/** The JSDoc comment text, without tags. */
export function docOf(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
}

export function declaredTypeText(symbol: ts.Symbol): string | undefined {
  return declaredTypeNode(symbol)?.getText();
}

/**
 * Signatures of a component type. A union such as `React.JSXElementConstructor<P>` (function or
 * class) has no common signature for the checker, so its members are asked one by one.
 */
export function signaturesOf(checker: ts.TypeChecker, type: ts.Type, kind: ts.SignatureKind): readonly ts.Signature[] {
  const own = checker.getSignaturesOfType(type, kind);
  if (own.length > 0 || !type.isUnion()) {
    return own;
  }
  return type.types.flatMap((member) => checker.getSignaturesOfType(member, kind));
}

/**
 * Type arguments of a type: of its alias (`ExtendButtonBase<ButtonTypeMap>`) and of the
 * interface it instantiates (`OverridableComponent<SliderTypeMap<…>>`).
 */
export function typeArgumentsOf(checker: ts.TypeChecker, type: ts.Type): readonly ts.Type[] {
  const args: ts.Type[] = [...(type.aliasTypeArguments ?? [])];
  // The compiler API has no public guard for references; these flags are what it checks itself.
  if (type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) {
    args.push(...checker.getTypeArguments(type as ts.TypeReference));
  }
  return args;
}
