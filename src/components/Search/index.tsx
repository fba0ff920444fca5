/**
 * Navbar item: the search button, a native button (no MUI on first load), and the shortcuts
 * Ctrl/Cmd+K and `/`. The dialog's code, its worker and the index load when the reader reaches for
 * search (hover or focus of the button, or the shortcut); nothing of search is in the first load.
 */
import React, {lazy, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import Glyph from '../Glyph';
import NavbarButton from '../NavbarButton';
import OnDemand from '../OnDemand';
import {useLoadOnDemand} from '../../hooks/useLoadOnDemand';
import {useActiveProduct} from '../../hooks/useActiveProduct';
import {SEARCH_PLUGIN_NAME} from '../../constants/search';
import {isSearchShortcut, isTypingTarget} from '../../utils/search/shortcut';
import {searchLabels} from './labels';
import styles from './styles.module.css';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

export interface SearchSettings {
  readonly manifest: string;
  readonly available: boolean;
}

function useSearchSettings(): SearchSettings {
  const data: unknown = usePluginData(SEARCH_PLUGIN_NAME);
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    manifest: typeof record.manifest === 'string' ? record.manifest : '/search-manifest.json',
    available: record.available === true,
  };
}

export default function SearchNavbarItem({mobile}: {readonly mobile?: boolean}): ReactNode {
  const settings = useSearchSettings();
  const product = useActiveProduct();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Starting the worker and the index download comes with the dialog's chunk.
  const warmUp = useCallback(
    () => loadDialog().then((module) => (settings.available ? module.warmUpSearch(settings.manifest) : undefined)),
    [settings.available, settings.manifest],
  );
  const dialog = useLoadOnDemand(warmUp);
  const {request} = dialog;
  const show = useCallback(() => {
    request();
    setOpen(true);
  }, [request]);

  useEffect(() => {
    if (mobile) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent): void => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      // Listed one by one: a KeyboardEvent's fields are getters that an object spread leaves out.
      const {key, ctrlKey, metaKey, altKey, shiftKey} = event;
      if (!event.defaultPrevented && isSearchShortcut({key, ctrlKey, metaKey, altKey, shiftKey, typing: isTypingTarget(target)})) {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobile, show]);

  // The mobile sidebar repeats navbar items; the navbar's own button stays visible on small screens.
  if (mobile) {
    return null;
  }
  const labels = searchLabels();
  return (
    <div className={styles.root}>
      <NavbarButton
        ref={buttonRef}
        variant="outlined"
        className={styles.button}
        aria-label={labels.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
        onClick={show}>
        <Glyph name="search" fontSize="small" />
        <span className={styles.label}>{labels.button}</span>
        <kbd className={styles.kbd}>Ctrl K</kbd>
      </NavbarButton>
      {dialog.wanted && (
        <OnDemand>
          <SearchDialog
            open={open}
            settings={settings}
            currentProduct={product?.id ?? null}
            onClose={() => setOpen(false)}
            onClosed={() => buttonRef.current?.focus()}
          />
        </OnDemand>
      )}
    </div>
  );
}
