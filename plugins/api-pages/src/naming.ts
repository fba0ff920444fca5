/**
 * Names derived from a component's export name, and the one order every generated list uses.
 * Pure.
 */

/**
 * The order of names in generated output (props, pages, inheritance candidates): alphabetical
 * ignoring case (`disabled` before `disableElevation`), ties broken by UTF-16 code units so the
 * result never depends on the input order. On lowercase slugs and routes (`[a-z0-9./-]`) it is
 * the same as plain code-unit order.
 */
export function compareNames(a: string, b: string): number {
  const lower = a.toLowerCase().localeCompare(b.toLowerCase(), 'en');
  return lower !== 0 ? lower : a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Page slug of a component, as on mui.com (`https://mui.com/material-ui/api/button-base/`):
 * `ButtonBase` → `button-base`,
 * `CssBaseline` → `css-baseline`, `Unstable_TrapFocus` → `unstable-trap-focus`,
 * `HTMLElementType` → `html-element-type`.
 */
export function kebabCase(name: string): string {
  return name
    .replace(/_/g, '-')
    // An acronym followed by a word: `HTMLElement` → `HTML-Element`.
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-z\d])([A-Z])/g, '$1-$2')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/** `Button` → `buttonClasses`, the exported classes object of a component folder. */
export function classesExportName(name: string): string {
  return `${name.charAt(0).toLowerCase()}${name.slice(1)}Classes`;
}

/** The import lines shown on a page; the named form only when the package root exports the name. */
export function importLines(name: string, packageName: string, exportedFromRoot: boolean): string[] {
  const lines = [`import ${name} from '${packageName}/${name}';`];
  if (exportedFromRoot) {
    lines.push(`import { ${name} } from '${packageName}';`);
  }
  return lines;
}
