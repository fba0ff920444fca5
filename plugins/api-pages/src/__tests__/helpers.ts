/**
 * Shared test helpers: the fixture package and a checker over inline TypeScript.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createPackageProgram} from '../program';
import {printPropType, type PrintedType} from '../typeText';

export const FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '__fixtures__');

/** The site root (`plugins/api-pages/src/__tests__` → four levels up). */
export const SITE_DIR = path.resolve(FIXTURES_DIR, '../../../../..');

/** A tiny package with one good component and one whose default export is not a component. */
export const FIXTURE_PACKAGE_DIR = path.join(FIXTURES_DIR, 'fixture-ui');

/**
 * Printed types of the properties of `interface Props` declared in `source`. The module is
 * placed in the fixture package, so `import type * as React from 'react'` resolves.
 */
export function printedPropTypes(source: string): Map<string, PrintedType> {
  const {checker, entry} = createPackageProgram(FIXTURE_PACKAGE_DIR, source);
  const moduleSymbol = checker.getSymbolAtLocation(entry);
  const props = moduleSymbol ? checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === 'Props') : undefined;
  if (!props) {
    throw new Error('The source must export an interface named Props');
  }
  const type = checker.getDeclaredTypeOfSymbol(props);
  return new Map(checker.getPropertiesOfType(type).map((symbol): [string, PrintedType] => [symbol.name, printPropType(checker, symbol)]));
}
