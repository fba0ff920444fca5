/**
 * Build-time steps of a demo: the TypeScript source is the only one written by hand; the
 * JavaScript variant is generated from it, never maintained twice. Pure functions of their
 * inputs; the loader does the file reading.
 */
import {transform} from 'sucrase';
import {format} from 'prettier';
import ts from 'typescript';

const PRETTIER_OPTIONS = {singleQuote: true, printWidth: 85, trailingComma: 'all'} as const;

/** Strips the types of a TSX demo and formats the result like hand-written JavaScript. */
export async function tsxToJsx(tsx: string): Promise<string> {
  const {code} = transform(tsx, {
    transforms: ['typescript', 'jsx'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
  });
  return format(code, {...PRETTIER_OPTIONS, parser: 'babel'});
}

/** Module specifiers a demo imports, in source order, without duplicates. */
export function importSpecifiers(source: string): string[] {
  const info = ts.preProcessFile(source, true, true);
  return [...new Set(info.importedFiles.map((file) => file.fileName))];
}

/**
 * The JSX a collapsed demo shows: what the default export returns, when it has at most
 * `maxLines` lines. Returns null for longer demos (the collapsed view then shows no code).
 */
export function extractPreview(source: string, maxLines: number): string | null {
  // The default export's own return, not that of a helper component declared above it.
  const start = source.search(/^export default function\b/m);
  if (start === -1) {
    return null;
  }
  const match = /\n {2}return \(\n([\s\S]*?)\n {2}\);\n\}/.exec(source.slice(start));
  if (!match?.[1]) {
    return null;
  }
  const lines = match[1].split('\n');
  if (lines.length > maxLines) {
    return null;
  }
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)?.[0].length ?? 0));
  return lines.map((line) => line.slice(indent)).join('\n');
}

interface DemoVariantSource {
  /** Styling this file implements ('MUI System', 'Tailwind' or 'CSS'). */
  readonly styling: string;
  /** Import path of the file, relative to the demo module (e.g. `./BasicButtons.tailwind.tsx`). */
  readonly request: string;
  readonly tsx: string;
  readonly jsx: string;
  readonly preview: string | null;
  readonly imports: readonly string[];
}

/**
 * The JavaScript of a `?demo` module: every styling variant's component, its TS and JS sources,
 * preview, and a lazy loader of the modules its code imports (for live editing; those modules are
 * already in the page's chunks because the component imports them).
 */
/**
 * The wrapper module a demo's preview needs: the first entry of `previewWrappers` whose package
 * (or a subpath of it) any variant imports, or null.
 */
export function previewWrapperFor(
  variants: readonly Pick<DemoVariantSource, 'imports'>[],
  previewWrappers: Readonly<Record<string, string>>,
): string | null {
  const imports = variants.flatMap((variant) => variant.imports);
  const match = Object.entries(previewWrappers).find(([pkg]) =>
    imports.some((specifier) => specifier === pkg || specifier.startsWith(`${pkg}/`)),
  );
  return match ? match[1] : null;
}

export function demoModuleCode(
  variants: readonly DemoVariantSource[],
  previewWrappers: Readonly<Record<string, string>> = {},
): string {
  const lines: string[] = [];
  const wrapper = previewWrapperFor(variants, previewWrappers);
  if (wrapper !== null) {
    lines.push(`import Wrapper from ${JSON.stringify(wrapper)};`);
  }
  variants.forEach((variant, index) => {
    lines.push(`import Component${index} from ${JSON.stringify(variant.request)};`);
  });
  lines.push('export default {variants: [');
  variants.forEach((variant, index) => {
    const scope = variant.imports
      .map((specifier) => `${JSON.stringify(specifier)}: import(${JSON.stringify(specifier)})`)
      .join(', ');
    lines.push(
      `  {styling: ${JSON.stringify(variant.styling)}, Component: Component${index}, tsx: ${JSON.stringify(variant.tsx)}, jsx: ${JSON.stringify(variant.jsx)}, preview: ${JSON.stringify(variant.preview)}, loadScope: () => resolveScope({${scope}})},`,
    );
  });
  lines.push(wrapper === null ? ']};' : '], Wrapper};');
  lines.push(
    'function resolveScope(entries) { const keys = Object.keys(entries); return Promise.all(keys.map((key) => entries[key])).then((modules) => Object.fromEntries(keys.map((key, i) => [key, modules[i]]))); }',
  );
  return `${lines.join('\n')}\n`;
}
