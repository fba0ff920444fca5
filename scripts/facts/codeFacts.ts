/**
 * What a code block claims about packages: the names it imports from each module, and the props
 * it passes to the components it imports. Read with TypeScript's parser (no type checking here).
 */
import ts from 'typescript';
import type {CheckedLanguage} from './codeBlocks';

export interface ImportedName {
  /** The exported name (`default` for a default import). */
  readonly name: string;
  /** The local binding in the block. */
  readonly local: string;
  /** The block line (1-based). */
  readonly line: number;
}

export interface ModuleImport {
  readonly module: string;
  readonly names: readonly ImportedName[];
  readonly line: number;
}

export interface JsxUse {
  /** The local name of the element (`Button`, or `Tabs` of `<Tabs.List>` is not read). */
  readonly local: string;
  readonly attributes: readonly string[];
  /** The element is rendered as something else (`component` prop) or spreads props: only its own props are known. */
  readonly rendersAs: boolean;
  readonly line: number;
}

export interface CodeFacts {
  readonly imports: readonly ModuleImport[];
  readonly elements: readonly JsxUse[];
}

const SCRIPT_KIND: Record<CheckedLanguage, ts.ScriptKind> = {ts: ts.ScriptKind.TS, tsx: ts.ScriptKind.TSX, js: ts.ScriptKind.JS, jsx: ts.ScriptKind.JSX};

export function codeFactsOf(code: string, language: CheckedLanguage): CodeFacts {
  const file = ts.createSourceFile(`block.${language}`, code, ts.ScriptTarget.Latest, true, SCRIPT_KIND[language]);
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const imports: ModuleImport[] = [];
  const elements: JsxUse[] = [];

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const names: ImportedName[] = [];
      const clause = node.importClause;
      if (clause?.name) {
        names.push({name: 'default', local: clause.name.text, line: lineOf(clause.name)});
      }
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          names.push({name: (element.propertyName ?? element.name).text, local: element.name.text, line: lineOf(element)});
        }
      }
      imports.push({module: node.moduleSpecifier.text, names, line: lineOf(node)});
    }
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      if (ts.isIdentifier(node.tagName) && /^[A-Z]/.test(node.tagName.text)) {
        const attributes: string[] = [];
        let rendersAs = false;
        for (const property of node.attributes.properties) {
          if (ts.isJsxSpreadAttribute(property)) {
            continue;
          }
          const name = property.name.getText(file);
          if (name === 'component') {
            rendersAs = true;
          }
          attributes.push(name);
        }
        elements.push({local: node.tagName.text, attributes, rendersAs, line: lineOf(node)});
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return {imports, elements};
}
