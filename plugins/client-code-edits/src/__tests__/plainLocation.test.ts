import {describe, expect, it} from 'vitest';
import {followsInApp, isPlainPath, locationOfPath, pathOf, type PlainLocation} from '../client/plainLocation';

describe('isPlainPath, then locationOfPath', () => {
  it.each<[string, unknown, PlainLocation | undefined]>([
    ['a path', '/material-ui/react-button', {pathname: '/material-ui/react-button', search: '', hash: ''}],
    ['a path with a fragment', '/material-ui/react-button#sizes', {pathname: '/material-ui/react-button', search: '', hash: '#sizes'}],
    ['a path with a query and a fragment', '/x/api?tab=props#rows', {pathname: '/x/api', search: '?tab=props', hash: '#rows'}],
    ['a `?` inside the fragment belongs to it', '/a#b?c', {pathname: '/a', search: '', hash: '#b?c'}],
    ['a lone `?` and `#` are none', '/a?#', {pathname: '/a', search: '', hash: ''}],
    ['the root', '/', {pathname: '/', search: '', hash: ''}],
    ['a relative path depends on the address', 'react-button', undefined],
    ['a fragment alone depends on the address', '#sizes', undefined],
    ['a percent-encoded path, which react-router decodes', '/a%20b', undefined],
    ['a path with a space', '/a b', undefined],
    ['a location object', {pathname: '/a'}, undefined],
    ['a function', () => '/a', undefined],
    ['nothing', undefined, undefined],
  ])('%s', (_name, to, expected) => {
    expect(isPlainPath(to) ? locationOfPath(to) : undefined).toEqual(expected);
  });
});

describe('pathOf', () => {
  it.each<[PlainLocation, string]>([
    [{pathname: '/a', search: '', hash: ''}, '/a'],
    [{pathname: '/a', search: '?b=1', hash: '#c'}, '/a?b=1#c'],
    // As the history package: a query or fragment without its mark gets one.
    [{pathname: '/a', search: 'b=1', hash: 'c'}, '/a?b=1#c'],
  ])('%j is %s', (location, expected) => {
    expect(pathOf(location)).toBe(expected);
  });
});

describe('followsInApp', () => {
  const click = {defaultPrevented: false, button: 0, modified: false, target: undefined};
  it.each<[string, Partial<typeof click> | {target: string}, boolean]>([
    ['a plain click', {}, true],
    ['a click with target _self', {target: '_self'}, true],
    ['an empty target', {target: ''}, true],
    ['prevented by a handler', {defaultPrevented: true}, false],
    ['the middle button', {button: 1}, false],
    ['with a modifier key (a new tab)', {modified: true}, false],
    ['a target of _blank', {target: '_blank'}, false],
  ])('%s: %s', (_name, change, expected) => {
    expect(followsInApp({...click, ...change})).toBe(expected);
  });
});
