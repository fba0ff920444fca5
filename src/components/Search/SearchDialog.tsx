/**
 * The search dialog, loaded on first use. MUI's Dialog (inside MuiScope) in both colour modes,
 * full screen on small screens. The input is a combobox over a listbox of results grouped by
 * product and page; arrow keys move the selection, Enter opens it through Docusaurus' history
 * (client-side), Escape closes (the navbar item returns focus to its button). Every product is
 * searched, the one being read ranked higher; the product chips narrow the search to one.
 * Its parts: SearchField (input and chips), ResultList, RecentSearches, KeyHints, and the hooks
 * useSearchAnswer (the worker's answers) and useListNavigation (highlight and keys).
 */
import React, {useCallback, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {useTheme} from '@mui/material/styles';
import MuiScope from '../MuiScope';
import type {SearchAnswer} from '../../utils/search/engine';
import {addRecentSearch, readRecentSearches, writeRecentSearches} from '../../utils/search/recent';
import {resultRows, type ResultRow} from '../../utils/search/rows';
import {searchedProduct, type SearchScope} from '../../utils/search/scope';
import {startSearch} from './searchClient';
import {noResultsIn, searchLabels} from './labels';
import {productLabel} from './productLabel';
import {ProductFilter, SearchInput} from './SearchField';
import ResultList from './ResultList';
import RecentSearches from './RecentSearches';
import KeyHints from './KeyHints';
import {useSearchAnswer} from './useSearchAnswer';
import {useListNavigation} from './useListNavigation';

/** Called on hover or focus of the button: the worker and the index start downloading. */
export function warmUpSearch(manifest: string): void {
  startSearch(manifest);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function selectableRows(answer: SearchAnswer | null): ResultRow[] {
  return answer ? resultRows(answer).flatMap((group) => group.rows.filter((row) => row.selectable)) : [];
}

interface SearchDialogProps {
  readonly open: boolean;
  /** An index is built (false on the dev server). */
  readonly available: boolean;
  /** The index of the version being read: a snapshot's own inside it, else the current one. */
  readonly scope: SearchScope;
  readonly currentProduct: string | null;
  readonly onClose: () => void;
  /** After the closing transition. */
  readonly onClosed: () => void;
}

function SearchPanel({available, scope, currentProduct, onClose}: Omit<SearchDialogProps, 'open' | 'onClosed'>): ReactNode {
  const labels = searchLabels();
  const history = useHistory();
  const listId = useId();
  const optionId = useCallback((index: number) => `${listId}-${index}`, [listId]);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // All products until a chip narrows the search.
  const [picked, setProduct] = useState<string | null>(null);
  // A snapshot's index holds its product's pages only: that product is searched there.
  const product = searchedProduct(scope, picked);
  const [recent, setRecent] = useState<string[]>(() => readRecentSearches(storage()));
  const {status, key, latest, refining} = useSearchAnswer(available, scope.manifest, text, product, currentProduct);
  const showRecent = text.trim() === '' && recent.length > 0;

  const remember = (): void => {
    const next = addRecentSearch(recent, text);
    setRecent(next);
    writeRecentSearches(storage(), next);
  };
  const open = (row: ResultRow): void => {
    remember();
    onClose();
    history.push(row.url);
  };
  const searchAgain = (query: string): void => {
    setText(query);
    inputRef.current?.focus();
  };
  const {answer, optionCount, selected, setSelected, onKeyDown} = useListNavigation({
    key,
    latest,
    recent,
    showRecent,
    optionCount: (shown) => selectableRows(shown).length,
    optionId,
    onOpen: (index) => {
      if (showRecent) {
        setText(recent[index] ?? '');
      } else {
        const row = selectableRows(answer)[index];
        if (row) {
          open(row);
        }
      }
    },
  });
  const groups = useMemo(() => (answer ? resultRows(answer) : []), [answer]);

  let message: string | null = null;
  if (status === 'not-built') {
    message = labels.notBuilt;
  } else if (status === 'failed') {
    message = labels.failed;
  } else if (text.trim() !== '' && status === 'loading') {
    message = labels.loading;
  } else if (answer && answer.count === 0) {
    message = product === null ? labels.noResults : noResultsIn(productLabel(product, scope));
  } else if (text.trim() === '' && recent.length === 0) {
    message = labels.empty;
  }
  return (
    <Box sx={{display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%'}}>
      <SearchInput
        inputRef={inputRef}
        text={text}
        listId={listId}
        expanded={optionCount > 0}
        activeOption={selected >= 0 ? optionId(selected) : undefined}
        onText={setText}
        onKeyDown={onKeyDown}
        onClose={onClose}
      />
      <ProductFilter
        scope={scope}
        product={product}
        onPick={(id) => {
          setProduct(id);
          inputRef.current?.focus();
        }}
      />
      <Box sx={{overflowY: 'auto', px: 1, pb: 1, flex: 1, minHeight: 0}}>
        {message && (
          <Box role="status" sx={{px: 1.5, py: 2}}>
            <Typography variant="body2" sx={{color: 'text.secondary'}}>
              {message}
            </Typography>
            {/* Inside a snapshot there is nothing else to search: its index holds its product only. */}
            {answer && answer.count === 0 && product !== null && !scope.snapshot && (
              <Chip label={labels.searchAll} size="small" clickable onClick={() => setProduct(null)} sx={{mt: 1}} />
            )}
          </Box>
        )}
        {/* Busy while the answer may still be refined (the text index is on its way). */}
        <Box component="ul" role="listbox" id={listId} aria-label={showRecent ? labels.recent : labels.results} aria-busy={!showRecent && refining} sx={{m: 0, p: 0}}>
          {showRecent ? (
            <RecentSearches recent={recent} optionId={optionId} selected={selected} onHover={setSelected} onPick={searchAgain} />
          ) : (
            <ResultList
              groups={groups}
              scope={scope}
              terms={answer?.terms ?? []}
              optionId={optionId}
              selected={selected}
              onHover={setSelected}
              onPick={(row, navigate) => (navigate ? open(row) : remember())}
            />
          )}
        </Box>
      </Box>
      <KeyHints />
    </Box>
  );
}

function ResponsiveDialog({
  open,
  onClose,
  onClosed,
  children,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onClosed: () => void;
  readonly children: ReactNode;
}): ReactNode {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={small}
      // The navbar item returns focus to its button once the dialog is gone (the focus trap holds
      // it until then), also when the shortcut opened the dialog from elsewhere.
      disableRestoreFocus
      slotProps={{
        transition: {onExited: onClosed},
        paper: {'aria-label': searchLabels().dialog, sx: small ? {} : {width: 640, maxWidth: 'calc(100% - 32px)', height: 'min(80vh, 720px)', alignSelf: 'flex-start', mt: 8}},
      }}>
      {children}
    </Dialog>
  );
}

export default function SearchDialog({open, available, scope, currentProduct, onClose, onClosed}: SearchDialogProps): ReactNode {
  return (
    <MuiScope>
      <ResponsiveDialog open={open} onClose={onClose} onClosed={onClosed}>
        <SearchPanel available={available} scope={scope} currentProduct={currentProduct} onClose={onClose} />
      </ResponsiveDialog>
    </MuiScope>
  );
}
