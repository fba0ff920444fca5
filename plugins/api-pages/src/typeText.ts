/**
 * Readable type text for a prop. Works on a `ts.TypeChecker`; holds no state.
 *
 * What "readable" means here, as in mui.com's props tables
 * (https://mui.com/material-ui/api/button/#props):
 * - unions of literals are expanded, so `OverridableStringUnion<'text' | 'outlined', Overrides>`
 *   prints as `'text' | 'outlined'` and an alias such as `ColorPaletteProp` shows its values;
 * - other aliases keep their name (`SxProps<Theme>`, `React.ReactNode`), since expanding them
 *   prints pages of structural noise;
 * - the `undefined` that `?:` adds is dropped;
 * - text longer than {@link MAX_TYPE_LENGTH} falls back to the type as written in the source.
 */
import ts from 'typescript';

/** Past this, checker output is unreadable in a table cell; the declared text is used instead. */
const MAX_TYPE_LENGTH = 240;

const FORMAT_FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

export interface PrintedType {
  readonly text: string;
  /** Set when the text is the raw declared text because the type could not be read. */
  readonly problem?: string;
}

const SIMPLE_FLAGS =
  ts.TypeFlags.StringLiteral |
  ts.TypeFlags.NumberLiteral |
  ts.TypeFlags.BigIntLiteral |
  ts.TypeFlags.BooleanLiteral |
  ts.TypeFlags.EnumLiteral |
  ts.TypeFlags.String |
  ts.TypeFlags.Number |
  ts.TypeFlags.Boolean |
  ts.TypeFlags.BigInt |
  ts.TypeFlags.Null |
  ts.TypeFlags.Undefined;

function isSimple(type: ts.Type): boolean {
  return (type.flags & SIMPLE_FLAGS) !== 0;
}

/** Whitespace folded, so multi-line declared types fit a table cell. */
function foldWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\(\s/g, '(').replace(/\s\)/g, ')').trim();
}

/**
 * Joins printed union members, merging `false | true` back into `boolean` and putting `null`
 * and `undefined` last, as people write them.
 */
export function joinUnionMembers(members: readonly string[]): string {
  const set = new Set(members);
  const hasBoolean = set.has('true') && set.has('false');
  const ordered: string[] = [];
  for (const member of members) {
    if (member === 'null' || member === 'undefined') {
      continue;
    }
    if (hasBoolean && (member === 'true' || member === 'false')) {
      if (!ordered.includes('boolean')) {
        ordered.push('boolean');
      }
      continue;
    }
    if (!ordered.includes(member)) {
      ordered.push(member);
    }
  }
  for (const tail of ['null', 'undefined']) {
    if (set.has(tail)) {
      ordered.push(tail);
    }
  }
  return ordered.join(' | ');
}

/**
 * The checker orders union members by internal type id; people read them in the order the
 * declaration wrote them (`'start' | 'end' | 'center'`). Members found in the declared text are
 * put in that order, the rest keep theirs after them.
 */
export function orderLikeDeclaration(members: readonly string[], declaredText: string | undefined): string[] {
  if (declaredText === undefined) {
    return [...members];
  }
  const position = (member: string): number => {
    const index = declaredText.indexOf(member);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return members
    .map((member, index) => ({member, index, at: position(member)}))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map((entry) => entry.member);
}

function isUnreadable(text: string): boolean {
  return /\bimport\(/.test(text);
}

/** Splits type text at its top-level `|` (not inside brackets or strings). */
export function splitTopLevelUnion(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quote) {
      quote = char === quote && text.charAt(index - 1) !== '\\' ? undefined : quote;
    } else if (char === "'" || char === '"' || char === '`') {
      quote = char;
    } else if ('([{<'.includes(char)) {
      depth += 1;
    } else if (')]}>'.includes(char) && text.charAt(index - 1) !== '=') {
      depth -= 1;
    } else if (char === '|' && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current.trim());
  return parts.filter(Boolean);
}

/**
 * Tidies checker output: drops the `undefined` of an optional prop, repeated members
 * (`{ enter?: number } | { enter?: number }` from two declarations of the same shape) and
 * parentheses around a lone function type.
 */
export function tidyTypeText(text: string, optional: boolean): string {
  const members = [...new Set(splitTopLevelUnion(text))].filter((member) => !(optional && member === 'undefined'));
  const joined = members.join(' | ');
  return members.length === 1 && /^\(.*\)$/.test(joined) && splitTopLevelUnion(joined.slice(1, -1)).length === 1 && balanced(joined.slice(1, -1))
    ? joined.slice(1, -1)
    : joined;
}

/** Whether brackets are balanced without the text ever closing below depth zero. */
function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth -= 1;
      if (depth < 0) {
        return false;
      }
    }
  }
  return depth === 0;
}

/** The declared text can stand for the type only if it names none of the declaration's type parameters. */
function usesTypeParameters(text: string, typeParameters: readonly string[]): boolean {
  return typeParameters.some((name) => new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text));
}

interface DeclaredType {
  /** The type as written in the declaration. */
  readonly text: string;
  /** Type parameters in scope of the declaration (`Value` in `SliderOwnProps<Value>`). */
  readonly typeParameters: readonly string[];
}

/**
 * Prints `type` as it should appear in the props table.
 * @param optional The prop is declared with `?`: its `undefined` is not shown.
 * @param declared The type as written, used when it reads better than the checker's output
 *   (`React.ElementType` rather than `ElementType<any, keyof IntrinsicElements>`) and as the
 *   fallback for types the checker cannot resolve.
 */
function printType(checker: ts.TypeChecker, type: ts.Type, optional: boolean, declared?: DeclaredType): PrintedType {
  const raw = declared === undefined ? undefined : foldWhitespace(declared.text);
  const rawIsExact = declared !== undefined && raw !== undefined && !usesTypeParameters(raw, declared.typeParameters);

  if (type.flags & ts.TypeFlags.Any && raw !== undefined && raw !== 'any') {
    // The checker gives `any` for an unresolved type (missing import, broken declaration).
    return {text: raw, problem: `type \`${raw}\` could not be resolved`};
  }

  if (type.isUnion()) {
    const members = type.types.filter((member) => !(optional && member.flags & ts.TypeFlags.Undefined));
    if (members.every(isSimple)) {
      // Literal unions are what readers look for (`variant`), whatever alias wraps them.
      return {text: joinUnionMembers(orderLikeDeclaration(members.map((member) => checker.typeToString(member, undefined, FORMAT_FLAGS)), raw))};
    }
  }

  // The checker remembers how a union was written (`React.Ref<T> | undefined`), which reads
  // better than its flattened members.
  const printed = tidyTypeText(checker.typeToString(type, undefined, FORMAT_FLAGS), optional);
  if (isUnreadable(printed)) {
    return raw !== undefined && !isUnreadable(raw)
      ? {text: raw}
      : {text: printed, problem: 'the type refers to a declaration that has no importable name'};
  }
  if (raw !== undefined && rawIsExact && (raw.length < printed.length || type.isIntersection())) {
    return {text: raw};
  }
  if (printed.length > MAX_TYPE_LENGTH && raw !== undefined) {
    return {text: raw};
  }
  return {text: printed};
}

/** The declaration's type node of a property, when it has one. */
export function declaredTypeNode(symbol: ts.Symbol): ts.TypeNode | undefined {
  for (const declaration of symbol.declarations ?? []) {
    if ((ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
      return declaration.type;
    }
  }
  return undefined;
}

/** The declared type text with the type parameters in scope (`Value` of `SliderOwnProps<Value>`). */
function declaredTypeOf(symbol: ts.Symbol): DeclaredType | undefined {
  const node = declaredTypeNode(symbol);
  if (!node) {
    return undefined;
  }
  const typeParameters: string[] = [];
  for (let parent: ts.Node | undefined = node.parent; parent; parent = parent.parent) {
    if (ts.isMappedTypeNode(parent)) {
      typeParameters.push(parent.typeParameter.name.text);
    } else if (
      ts.isInterfaceDeclaration(parent) ||
      ts.isTypeAliasDeclaration(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isFunctionTypeNode(parent) ||
      ts.isMethodSignature(parent)
    ) {
      typeParameters.push(...(parent.typeParameters ?? []).map((parameter) => parameter.name.text));
    }
  }
  return {text: node.getText(), typeParameters};
}

/** The table text of a property: its checker type, printed per {@link printType}. */
export function printPropType(checker: ts.TypeChecker, symbol: ts.Symbol): PrintedType {
  const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
  return printType(checker, checker.getTypeOfSymbol(symbol), optional, declaredTypeOf(symbol));
}
