/**
 * Phase 2 of extraction: which component (or element) receives the props a component does not
 * list, decided across all the package's drafts.
 */
import type {Draft} from './component';
import {compareNames} from './naming';
import type {Inheritance} from './types';

/**
 * Among the component folders that contribute props, the nearest ancestor is the one whose own
 * props already include all the others (Menu gets Popover's and Modal's props; Popover's props
 * include Modal's, so Menu inherits from Popover). Upstream's `inherits [X API]` JSDoc line,
 * generated from the runtime source, wins when it names a component of the package.
 */
export function resolveInheritance(draft: Draft, drafts: ReadonlyMap<string, Draft>): Inheritance {
  const fromDoc = draft.docInherits?.text;
  let chosen: string | undefined;
  if (fromDoc && drafts.has(fromDoc)) {
    chosen = fromDoc;
  } else if (draft.inheritedByFolder.size > 0) {
    const candidates = [...draft.inheritedByFolder.keys()].filter((folder) => drafts.has(folder)).sort(compareNames);
    const covers = (candidate: string, other: string): boolean => {
      const candidateProps = drafts.get(candidate)?.allPropNames ?? new Set<string>();
      return [...(draft.inheritedByFolder.get(other) ?? [])].every((name) => candidateProps.has(name));
    };
    chosen =
      candidates.find((candidate) => candidates.every((other) => covers(candidate, other))) ??
      candidates.sort((a, b) => (draft.inheritedByFolder.get(b)?.size ?? 0) - (draft.inheritedByFolder.get(a)?.size ?? 0))[0];
  }
  if (chosen) {
    const target = drafts.get(chosen);
    return {
      kind: 'component',
      component: chosen,
      ...(target ? {slug: target.api.slug} : {}),
      ...(target?.rootElement !== undefined ? {rootElement: target.rootElement} : {}),
    };
  }
  const external = [...draft.inheritedExternal.entries()].sort((a, b) => b[1] - a[1] || compareNames(a[0], b[0]))[0];
  if (external) {
    const [packageName = '', owner = ''] = external[0].split('|');
    return {
      kind: 'component',
      // Upstream names third-party ancestors in its JSDoc (`inherits [Transition API](…)`).
      component: draft.docInherits?.text ?? (owner.replace(/(Own)?Props$/, '') || owner),
      fromPackage: packageName.replace(/^@types\/(?:([^_]+)__)?/, (_match: string, scope?: string) => (scope ? `@${scope}/` : '')),
      ...(draft.docInherits ? {href: draft.docInherits.href} : {}),
    };
  }
  if (draft.rootElement !== undefined) {
    return {kind: 'element', element: draft.rootElement};
  }
  return {kind: 'unknown'};
}
