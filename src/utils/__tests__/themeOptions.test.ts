import {describe, expect, it} from 'vitest';
import type {Direction} from '../../constants/theme';
import {
  applyBodyDirection,
  INITIAL_THEME_OPTIONS,
  themeOptionsReducer,
  type DirectionTarget,
  type ThemeOptionsAction,
  type ThemeOptionsState,
} from '../themeOptions';

describe('themeOptionsReducer', () => {
  it('starts dense off, left-to-right, light', () => {
    expect(INITIAL_THEME_OPTIONS).toEqual({dense: false, direction: 'ltr', paletteMode: 'light'});
  });

  it.each<[string, ThemeOptionsState, ThemeOptionsAction, ThemeOptionsState]>([
    ['set dense', INITIAL_THEME_OPTIONS, {type: 'SET_DENSE', payload: true}, {...INITIAL_THEME_OPTIONS, dense: true}],
    ['reset density', {...INITIAL_THEME_OPTIONS, dense: true}, {type: 'RESET_DENSITY'}, INITIAL_THEME_OPTIONS],
    ['change palette', INITIAL_THEME_OPTIONS, {type: 'CHANGE', payload: {paletteMode: 'dark'}}, {...INITIAL_THEME_OPTIONS, paletteMode: 'dark'}],
    ['change direction', INITIAL_THEME_OPTIONS, {type: 'CHANGE', payload: {direction: 'rtl'}}, {...INITIAL_THEME_OPTIONS, direction: 'rtl'}],
    [
      'change both',
      INITIAL_THEME_OPTIONS,
      {type: 'CHANGE', payload: {direction: 'rtl', paletteMode: 'dark'}},
      {dense: false, direction: 'rtl', paletteMode: 'dark'},
    ],
  ])('%s', (_name, state, action, expected) => {
    expect(themeOptionsReducer(state, action)).toEqual(expected);
  });

  it.each<[string, ThemeOptionsAction]>([
    ['an empty payload', {type: 'CHANGE', payload: {}}],
    ['the current values', {type: 'CHANGE', payload: {paletteMode: 'light', direction: 'ltr'}}],
  ])('returns the same state object for %s', (_name, action) => {
    expect(themeOptionsReducer(INITIAL_THEME_OPTIONS, action)).toBe(INITIAL_THEME_OPTIONS);
  });

  it('throws on an unrecognised action', () => {
    const action = {type: 'TOGGLE'} as unknown as ThemeOptionsAction;
    expect(() => themeOptionsReducer(INITIAL_THEME_OPTIONS, action)).toThrow('Unrecognized type TOGGLE');
  });
});

describe('applyBodyDirection', () => {
  function element(dir: string | null): DirectionTarget & {dir: string | null; writes: number} {
    return {
      dir,
      writes: 0,
      getAttribute() {
        return this.dir;
      },
      setAttribute(_name, value) {
        this.dir = value;
        this.writes += 1;
      },
    };
  }

  it.each<[string, string | null, string | null, Direction, string | null, number]>([
    ['leaves a body that inherits ltr from <html>', 'ltr', null, 'ltr', null, 0],
    ['leaves a body that inherits ltr from a page without dir', null, null, 'ltr', null, 0],
    ['leaves a body that already says rtl', 'ltr', 'rtl', 'rtl', 'rtl', 0],
    ['leaves a body that already says ltr', 'ltr', 'ltr', 'ltr', 'ltr', 0],
    ['sets rtl on a body that inherits ltr', 'ltr', null, 'rtl', 'rtl', 1],
    ['sets ltr back on a body that says rtl', 'ltr', 'rtl', 'ltr', 'ltr', 1],
    ['sets ltr on a body inheriting rtl from <html>', 'rtl', null, 'ltr', 'ltr', 1],
  ])('%s', (_name, rootDir, bodyDir, direction, expected, writes) => {
    const body = element(bodyDir);
    applyBodyDirection(element(rootDir), body, direction);
    expect(body.dir).toBe(expected);
    expect(body.writes).toBe(writes);
  });
});
