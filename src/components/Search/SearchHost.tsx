/**
 * Where the search dialog lives: in Root, which never unmounts (see `searchState.ts`), so a
 * client-side move to another product's pages neither closes nor re-creates an open dialog. Also
 * listens for the shortcuts Ctrl/Cmd+K and `/`. The dialog's code, its worker and the index load
 * when the reader reaches for search; until then this renders nothing.
 */
import React, {lazy, useEffect, type ReactNode} from 'react';
import OnDemand from '../OnDemand';
import {useActiveProduct} from '../../hooks/useActiveProduct';
import {isSearchShortcut, isTypingTarget} from '../../utils/search/shortcut';
import {closeSearch, focusSearchButton, openSearch, useSearchState} from './searchState';
import {loadDialog, useSearchScope, useSearchSettings} from './settings';

const SearchDialog = lazy(loadDialog);

export default function SearchHost(): ReactNode {
  const settings = useSearchSettings();
  const scope = useSearchScope(settings);
  const product = useActiveProduct();
  const {open, wanted} = useSearchState();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      // Listed one by one: a KeyboardEvent's fields are getters that an object spread leaves out.
      const {key, ctrlKey, metaKey, altKey, shiftKey} = event;
      if (!event.defaultPrevented && isSearchShortcut({key, ctrlKey, metaKey, altKey, shiftKey, typing: isTypingTarget(target)})) {
        event.preventDefault();
        openSearch();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!wanted) {
    return null;
  }
  return (
    <OnDemand>
      <SearchDialog open={open} available={settings.available} scope={scope} currentProduct={product?.id ?? null} onClose={closeSearch} onClosed={focusSearchButton} />
    </OnDemand>
  );
}
