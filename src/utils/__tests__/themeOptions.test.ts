import {describe, expect, it} from 'vitest';
import {INITIAL_THEME_OPTIONS, themeOptionsReducer, type ThemeOptionsAction, type ThemeOptionsState} from '../themeOptions';

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
