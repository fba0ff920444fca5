/**
 * The settings drawer's words, through Docusaurus' translations (English by default). Loaded with
 * the drawer; the navbar buttons' words, on every page, are in ./buttonLabels.
 */
import {translate} from '@docusaurus/Translate';
import type {Mode} from '../../constants/colorMode';
import type {Direction} from '../../constants/theme';

export function settingsLabels() {
  return {
    close: translate({id: 'mui.settings.close', message: 'Close settings'}),
    title: translate({id: 'mui.settings.title', message: 'Settings'}),
    mode: translate({id: 'mui.settings.mode', message: 'Mode'}),
    direction: translate({id: 'mui.settings.direction', message: 'Direction'}),
    density: translate({id: 'mui.settings.density', message: 'Demo density'}),
  } as const;
}

export function modeLabel(mode: Mode): string {
  switch (mode) {
    case 'light':
      return translate({id: 'mui.settings.mode.light', message: 'Light'});
    case 'system':
      return translate({id: 'mui.settings.mode.system', message: 'System', description: 'Follow the operating system'});
    case 'dark':
      return translate({id: 'mui.settings.mode.dark', message: 'Dark'});
  }
}

export function directionLabel(direction: Direction): string {
  switch (direction) {
    case 'ltr':
      return translate({id: 'mui.settings.direction.ltr', message: 'Left to right'});
    case 'rtl':
      return translate({id: 'mui.settings.direction.rtl', message: 'Right to left'});
  }
}

export function densityLabel(density: 'standard' | 'dense'): string {
  return density === 'dense'
    ? translate({id: 'mui.settings.density.dense', message: 'Dense'})
    : translate({id: 'mui.settings.density.standard', message: 'Standard'});
}
