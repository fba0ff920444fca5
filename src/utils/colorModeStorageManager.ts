/**
 * MUI's storage manager over the site's colour-mode store: MUI's providers in the page read the
 * reader's chosen mode from it and follow its changes, so `useColorScheme()` in a demo reports
 * the mode the page is shown in (the site's toggle, not only the system preference). A demo that
 * sets the mode through it sets the site's. Any other key MUI asks for (the light and dark colour
 * scheme names) keeps its default: the site has one scheme of each.
 */
import type {StorageManager} from '@mui/material/styles';
import {parseMode} from './colorMode';
import type {ColorModeStore} from './colorModeStore';

type Storage = ReturnType<StorageManager>;

const DEFAULTS_ONLY: Storage = {
  get: (defaultValue: unknown) => defaultValue,
  set: () => undefined,
  subscribe: () => () => undefined,
};

export function colorModeStorageManager(store: ColorModeStore | null, modeKey: string): StorageManager {
  return ({key}) => {
    if (store === null || key !== modeKey) {
      return DEFAULTS_ONLY;
    }
    return {
      get: () => store.getSnapshot().mode,
      set: (value: unknown) => {
        const mode = parseMode(typeof value === 'string' ? value : null);
        if (mode !== null && mode !== store.getSnapshot().mode) {
          store.setMode(mode);
        }
      },
      subscribe: (handler: (value: unknown) => void) => store.subscribe(() => handler(store.getSnapshot().mode)),
    };
  };
}
