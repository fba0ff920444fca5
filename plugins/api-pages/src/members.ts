/**
 * The rows of a component's tables: one prop, the CSS classes and the slots, each read from the
 * checker into the plain data of types.ts.
 */
import ts from 'typescript';
import {conventionalClassName} from './classNames';
import {declaredTypeText, docOf, resolveAlias, tagsOf} from './checker';
import {componentExport, type ComponentContext} from './componentContext';
import {slotElementFromTypeNode} from './elements';
import {paramLine, tagValue} from './jsdoc';
import {classesExportName} from './naming';
import {declaredTypeNode, printPropType, type PrintedType} from './typeText';
import type {ClassApi, PropApi, SlotApi} from './types';

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

/** One row of the props table; `undefined` for an `@ignore` prop. */
export function extractProp(context: ComponentContext, symbol: ts.Symbol): PropApi | undefined {
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

/**
 * The CSS classes, in declaration order: keys and docs from the classes type, global names from
 * the runtime object when there is one (else the naming rule).
 */
export function extractClasses(context: ComponentContext): {classes: ClassApi[]; classesExport?: string} {
  const {checker, folder} = context;
  const exportName = classesExportName(folder);
  const classesSymbol = componentExport(context, 'namespace', exportName);
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

/** The slots, from the `slots` prop's type, with their default element and `slotProps` type. */
export function extractSlots(context: ComponentContext, propsType: ts.Type, classes: readonly ClassApi[]): SlotApi[] {
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
