/**
 * Navbar item: the search button, a native button (no MUI on first load). It asks for the dialog,
 * which lives in Root (`SearchHost`, with the shortcuts) so that it outlives the navbar; hovering
 * or focusing the button loads the dialog's code, its worker and the index ahead of the click.
 * Nothing of search is in the first load.
 */
import React, {useCallback, useSyncExternalStore, type ReactNode} from 'react';
import Glyph from '../Glyph';
import NavbarButton from '../NavbarButton';
import {isApplePlatform, shortcutHint} from '../../utils/search/shortcut';
import {searchButtonLabel} from './buttonLabel';
import {openSearch, registerSearchButton} from './searchState';
import {loadDialog, useSearchScope, useSearchSettings} from './settings';
import styles from './styles.module.css';

function subscribeToNothing(): () => void {
  return () => undefined;
}

function readApplePlatform(): boolean {
  const {userAgentData} = navigator as Navigator & {userAgentData?: {platform?: string}};
  return isApplePlatform(userAgentData?.platform || navigator.platform);
}

/**
 * Whether to show ⌘: false in the server's HTML and while hydrating (so the markup matches), the
 * browser's answer right after.
 */
function useApplePlatform(): boolean {
  return useSyncExternalStore(subscribeToNothing, readApplePlatform, () => false);
}

export default function SearchNavbarItem({mobile}: {readonly mobile?: boolean}): ReactNode {
  const settings = useSearchSettings();
  // The index of the version being read (a snapshot's own inside it).
  const {manifest} = useSearchScope(settings);
  const apple = useApplePlatform();
  // Starting the worker and the index download comes with the dialog's chunk.
  const preload = useCallback(() => {
    loadDialog()
      .then((module) => (settings.available ? module.warmUpSearch(manifest) : undefined))
      // Only a head start: a failed download surfaces where the dialog renders.
      .catch(() => undefined);
  }, [settings.available, manifest]);

  // The mobile sidebar repeats navbar items; the navbar's own button stays visible on small screens.
  if (mobile) {
    return null;
  }
  return (
    <div className={styles.root}>
      <NavbarButton
        ref={registerSearchButton}
        variant="outlined"
        className={styles.button}
        // Named by its text ("Search"); the shortcut is announced through aria-keyshortcuts, so its
        // hint stays out of the name (WCAG 2.5.3: the name contains the visible label).
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          preload();
          openSearch();
        }}>
        <Glyph name="search" fontSize="small" />
        <span className={styles.label}>{searchButtonLabel()}</span>
        <kbd className={styles.kbd} aria-hidden="true">
          {shortcutHint(apple)}
        </kbd>
      </NavbarButton>
    </div>
  );
}
