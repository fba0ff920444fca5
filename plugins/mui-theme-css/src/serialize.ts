/**
 * Serialises the style objects of `theme.generateStyleSheets()` into CSS text.
 *
 * MUI renders its CSS-variables block after the page content, so an element can paint before
 * the variables it uses exist. Writing the block into a stylesheet at build time puts it in
 * <head> on every page and caches it once.
 */
type StyleValue = string | number | StyleObject;
export interface StyleObject {
  readonly [property: string]: StyleValue;
}

function propertyName(key: string): string {
  // Custom properties keep their case; `colorScheme` becomes `color-scheme`.
  return key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function serializeBlock(selector: string, body: StyleObject, indent: string): string {
  const declarations: string[] = [];
  const nested: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'object') {
      nested.push(serializeBlock(key, value, `${indent}  `));
    } else {
      declarations.push(`${indent}  ${propertyName(key)}: ${String(value)};`);
    }
  }
  const inner = [...declarations, ...nested].join('\n');
  return `${indent}${selector} {\n${inner}\n${indent}}`;
}

/** CSS text for a list of `{selector: declarations}` objects, in order. */
export function serializeStyleSheets(sheets: readonly StyleObject[]): string {
  const blocks: string[] = [];
  for (const sheet of sheets) {
    for (const [selector, body] of Object.entries(sheet)) {
      if (typeof body !== 'object') {
        throw new Error(`Expected declarations for selector "${selector}", got ${typeof body}`);
      }
      blocks.push(serializeBlock(selector, body, ''));
    }
  }
  return `${blocks.join('\n')}\n`;
}
