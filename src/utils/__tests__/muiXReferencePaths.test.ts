import {describe, expect, it} from 'vitest';
import type {MuiPage} from '../../data/pages/types';
import xPages from '../../data/pages/x';
import {
  MUI_X_NOT_YET_WRITTEN,
  MUI_X_REFERENCE_ALIASES,
  MUI_X_REFERENCE_FILES,
  MUI_X_REFERENCE_PAGES,
  type ReferencePage,
} from '../../data/muiXReferencePages';
import {answerFor, indexNavigation, referenceRedirects} from '../muiXReferencePaths';

const TREE: readonly MuiPage[] = [
  {
    pathname: '/x/grid-group',
    children: [
      {pathname: '/x/grid', title: 'Overview'},
      {pathname: '/x/grid/getting-started'},
      {pathname: '/x/grid/main-features', subheader: 'Main features', children: [
        {pathname: '/x/grid/columns', children: [{pathname: '/x/grid/column-definition'}, {pathname: '/x/grid/column-pinning', plan: 'pro'}]},
        {pathname: '/x/grid/sorting'},
      ]},
      {pathname: '/x/grid/sorting-group', children: [{pathname: '/x/grid/sorting/recipes'}]},
    ],
  },
];
const TABLES = {aliases: {'/x/grid/quickstart': '/x/grid/getting-started', '/x/grid/gone': '/x/grid/nowhere'}, files: ['/x/llms.txt']};
const INDEX = indexNavigation(TREE);

describe('answerFor', () => {
  it.each([
    ['a page at the same path', '/x/grid/sorting', 'page'],
    ['a generated file', '/x/llms.txt', 'file'],
    ['an alias of a page', '/x/grid/quickstart', 'alias'],
    ['a group named by an address', '/x/grid/columns', 'group'],
    ['a subheader named by an address', '/x/grid/main-features', 'group'],
    ['a key-only group is no address', '/x/grid/sorting-group', null],
    ['an alias of a page that does not exist', '/x/grid/gone', null],
    ['an unknown path', '/x/grid/pivoting', null],
  ])('%s: %s', (_name, path, kind) => {
    expect(answerFor(path, INDEX, TABLES)?.kind ?? null).toBe(kind);
  });

  it('a group opens its first page, however deep', () => {
    expect(answerFor('/x/grid/main-features', INDEX, TABLES)).toEqual({kind: 'group', firstPage: '/x/grid/column-definition'});
  });
});

describe('referenceRedirects', () => {
  it('lists, for each page, the aliases and the groups that lead to it', () => {
    expect(Object.fromEntries(referenceRedirects(INDEX, TABLES))).toEqual({
      '/x/grid/getting-started': ['/x/grid/quickstart'],
      '/x/grid/column-definition': ['/x/grid/main-features', '/x/grid/columns'],
    });
  });

  it('never redirects from the address of a page', () => {
    const tree: readonly MuiPage[] = [{pathname: '/x/a', children: [{pathname: '/x/a/b'}]}, {pathname: '/x/a'}];
    expect(referenceRedirects(indexNavigation(tree), {aliases: {}, files: []}).size).toBe(0);
  });
});

describe('the reference MUI X navigation on this site', () => {
  const index = indexNavigation(xPages);
  const tables = {aliases: MUI_X_REFERENCE_ALIASES, files: MUI_X_REFERENCE_FILES};
  const reference: readonly ReferencePage[] = MUI_X_REFERENCE_PAGES;
  const unanswered = reference.filter((page) => answerFor(page.path, index, tables) === null).map((page) => page.path);

  it('answers every address but the pages listed as not yet written', () => {
    expect(unanswered).toEqual([...MUI_X_NOT_YET_WRITTEN]);
  });

  it('marks each page with the reference flags (plan, New, Preview, Planned, Beta), its group\'s plan included', () => {
    const disagreements = reference.flatMap(({path, flags = [], groupPlan}) => {
      const answer = answerFor(path, index, tables);
      if (answer?.kind !== 'page') {
        return [];
      }
      const {page} = answer;
      const ours = [
        ...(page.plan ? [page.plan] : []),
        ...(page.newFeature ? ['newFeature'] : []),
        ...(page.planned ? ['planned'] : []),
        ...(page.unstable ? ['unstable'] : []),
        ...(page.beta ? ['beta'] : []),
      ].sort();
      // Our groups carry no marks: a page shows the plan its reference group has.
      const theirs = [...flags, ...(groupPlan ? [groupPlan] : [])].sort();
      return ours.join() === theirs.join() ? [] : [`${path}: ours [${ours.join(', ')}], reference [${theirs.join(', ')}]`];
    });
    expect(disagreements).toEqual([]);
  });
});
