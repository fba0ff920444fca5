/**
 * Live editing: turns edited demo source into a component. The edited code may import only what
 * the original demo imports: its modules, and from each the names it imports (or the whole module
 * when it imports it as a namespace), since those are what the page has loaded. The transpiler (sucrase) is imported on first use, so it is
 * not in any page's bundle until a reader starts editing.
 */
import type {ComponentType} from 'react';
import {translate} from '@docusaurus/Translate';
import type {DemoLanguage} from './types';

class LiveCodeError extends Error {
  override name = 'LiveCodeError';
}

/**
 * The module as edited code sees it: reading a name the original demo does not import throws an
 * error that says so, instead of handing React `undefined` to render.
 */
function onlyKnownNames(specifier: string, module: unknown): unknown {
  if (typeof module !== 'object' || module === null) {
    return module;
  }
  return new Proxy(module, {
    get(target, name, receiver) {
      if (typeof name === 'string' && !(name in target)) {
        throw new LiveCodeError(
          translate(
            {id: 'mui.demo.editor.nameNotAllowed', message: '"{name}" cannot be imported from "{specifier}" in a live demo: only the names the original demo imports can.'},
            {name, specifier},
          ),
        );
      }
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
}

export async function compileDemo(
  source: string,
  language: DemoLanguage,
  scope: Readonly<Record<string, unknown>>,
): Promise<ComponentType> {
  const {transform} = await import('sucrase');
  let code: string;
  try {
    code = transform(source, {
      transforms: language === 'tsx' ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
    }).code;
  } catch (error) {
    throw new LiveCodeError(error instanceof Error ? error.message : String(error));
  }
  const moduleRecord: {exports: Record<string, unknown>} = {exports: {}};
  const requireFromScope = (specifier: string): unknown => {
    if (!(specifier in scope)) {
      throw new LiveCodeError(
        translate(
          {id: 'mui.demo.editor.importNotAllowed', message: '"{specifier}" cannot be imported in a live demo: only the modules of the original demo can.'},
          {specifier},
        ),
      );
    }
    return onlyKnownNames(specifier, scope[specifier]);
  };
  // Evaluating the reader's own edited code in their own page is the point of live editing.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const evaluate = new Function('require', 'module', 'exports', code) as (
    require: (specifier: string) => unknown,
    module: {exports: Record<string, unknown>},
    exports: Record<string, unknown>,
  ) => void;
  evaluate(requireFromScope, moduleRecord, moduleRecord.exports);
  const component = moduleRecord.exports.default;
  if (typeof component !== 'function') {
    throw new LiveCodeError(translate({id: 'mui.demo.editor.noDefaultExport', message: 'The demo must have a default export that is a React component.'}));
  }
  return component as ComponentType;
}
