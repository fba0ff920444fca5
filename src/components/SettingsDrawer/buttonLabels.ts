/**
 * The words of the navbar's settings and colour-mode buttons, on every page. Apart from the
 * drawer's words (./labels), which load with the drawer.
 */
import {translate} from '@docusaurus/Translate';

export function settingsButtonLabels() {
  return {
    open: translate({id: 'mui.settings.open', message: 'Open settings'}),
    toggleMode: translate({id: 'mui.settings.toggleMode', message: 'Toggle light and dark mode'}),
  } as const;
}
