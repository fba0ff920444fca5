/**
 * The facts check of code blocks: every import names a module and an export that the installed
 * packages have, and every prop passed to an imported MUI component is one that component has.
 * Pure: the caller gives the pages and what the packages offer.
 */
import {editDistance} from '../../plugins/demos/src/demoLine';
import {codeBlocksOf} from './codeBlocks';
import {codeFactsOf} from './codeFacts';
import type {ComponentUse, ModuleFacts} from './packageFacts';

export interface Page {
  /** The page's path from the site root, as a writer opens it (`docs/material-ui/react-button.mdx`). */
  readonly file: string;
  readonly text: string;
}

export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** `@mui/material/Button` → `@mui/material`; `react-dom/client` → `react-dom`. */
export function packageOf(module: string): string {
  const parts = module.split('/');
  return module.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? module);
}

/** The modules whose claims the check can verify: MUI's, and those of packages the site installs. */
export function isCheckable(module: string, installed: ReadonlySet<string>): boolean {
  if (module.startsWith('.') || module.startsWith('/') || module.startsWith('node:') || module.startsWith('@site/') || module.startsWith('@theme/')) {
    return false;
  }
  return module.startsWith('@mui/') || installed.has(packageOf(module));
}

/** Files a module path can name besides code: imported for their side effect (a stylesheet). */
const ASSET_MODULE = /\.(css|scss|svg|png|woff2?)$/;

/** The modules named by the pages' code blocks that the check can verify, and the MUI components they render. */
export function claimsToRead(pages: readonly Page[], installed: ReadonlySet<string>): {modules: string[]; components: ComponentUse[]} {
  const modules = new Set<string>();
  const components = new Map<string, ComponentUse>();
  for (const page of pages) {
    for (const block of codeBlocksOf(page.text)) {
      const {imports, elements} = codeFactsOf(block.code, block.language);
      const rendered = new Set(elements.map((element) => element.local));
      for (const {module, names} of imports) {
        if (!isCheckable(module, installed) || ASSET_MODULE.test(module)) {
          continue;
        }
        modules.add(module);
        for (const {name, local} of names) {
          if (module.startsWith('@mui/') && rendered.has(local)) {
            components.set(`${module}\0${name}`, {module, exportName: name});
          }
        }
      }
    }
  }
  return {modules: [...modules].sort(), components: [...components.values()]};
}

function closest(name: string, candidates: Iterable<string>): string | null {
  const lower = name.toLowerCase();
  let best: string | null = null;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const score = editDistance(lower, candidate.toLowerCase());
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best !== null && bestScore <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

/** Attributes every JSX element takes, and those TypeScript never checks (`data-*`, `aria-*`). */
function isAlwaysAllowed(attribute: string, code: string): boolean {
  // Emotion's JSX runtime adds the `css` prop to every element of a block that asks for it.
  const emotionJsx = /@jsxImportSource\s+@emotion\/react|@jsx\s+jsx\b/.test(code);
  return attribute === 'key' || attribute === 'ref' || attribute.includes('-') || (emotionJsx && attribute === 'css');
}

/** What the check knows of the site's packages. */
export interface Installed {
  /** The packages package.json names. */
  readonly packages: ReadonlySet<string>;
  /** Whether a file module (a stylesheet) exists, e.g. `@fontsource/roboto/400.css`. */
  readonly hasFile: (module: string) => boolean;
  /** MUI packages the pages document but the site does not install, each with the reason. */
  readonly documentedOnly: Readonly<Record<string, string>>;
}

export function checkCodeBlocks(pages: readonly Page[], facts: ReadonlyMap<string, ModuleFacts>, site: Installed): Problem[] {
  const installed = site.packages;
  const problems: Problem[] = [];
  for (const page of pages) {
    for (const block of codeBlocksOf(page.text)) {
      const {imports, elements} = codeFactsOf(block.code, block.language);
      const at = (line: number) => block.firstLine + line - 1;
      const components = new Map<string, {module: string; name: string; facts: ModuleFacts}>();
      for (const declaration of imports) {
        if (!isCheckable(declaration.module, installed) || packageOf(declaration.module) in site.documentedOnly) {
          continue;
        }
        if (ASSET_MODULE.test(declaration.module)) {
          if (!site.hasFile(declaration.module)) {
            problems.push({file: page.file, line: at(declaration.line), message: `"${declaration.module}" is not a file of ${packageOf(declaration.module)} as installed`});
          }
          continue;
        }
        const moduleFacts = facts.get(declaration.module);
        if (moduleFacts === undefined) {
          const pkg = packageOf(declaration.module);
          problems.push({
            file: page.file,
            line: at(declaration.line),
            message: installed.has(pkg)
              ? `"${declaration.module}" is not a module of ${pkg} as installed`
              : `"${declaration.module}": ${pkg} is not installed, so what the block imports cannot be checked; install it, list it with its reason in scripts/facts/documentedOnly.ts, or mark the block \`nocheck\``,
          });
          continue;
        }
        for (const imported of declaration.names) {
          if (!moduleFacts.exports.has(imported.name)) {
            const suggestion = imported.name === 'default' ? null : closest(imported.name, moduleFacts.exports);
            problems.push({
              file: page.file,
              line: at(imported.line),
              message:
                imported.name === 'default'
                  ? `"${declaration.module}" has no default export`
                  : `"${declaration.module}" has no export "${imported.name}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
            });
            continue;
          }
          if (declaration.module.startsWith('@mui/')) {
            components.set(imported.local, {module: declaration.module, name: imported.name, facts: moduleFacts});
          }
        }
      }
      for (const element of elements) {
        const component = components.get(element.local);
        const props = component?.facts.propsOf(component.name);
        if (!component || !props || element.rendersAs) {
          continue;
        }
        for (const attribute of element.attributes) {
          if (!isAlwaysAllowed(attribute, block.code) && !props.has(attribute)) {
            const suggestion = closest(attribute, props);
            problems.push({
              file: page.file,
              line: at(element.line),
              message: `<${element.local}> (${component.name} from "${component.module}") has no prop "${attribute}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
            });
          }
        }
      }
    }
  }
  return problems;
}
