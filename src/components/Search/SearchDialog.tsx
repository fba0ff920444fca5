/**
 * The search dialog, loaded on first use. MUI's Dialog (inside MuiScope) in both colour modes,
 * full screen on small screens. The input is a combobox over a listbox of results grouped by
 * product and page; arrow keys move the selection, Enter opens it through Docusaurus' history
 * (client-side), Escape closes (the navbar item returns focus to its button).
 */
import React, {useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {useTheme} from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import TagRounded from '@mui/icons-material/TagRounded';
import DataObjectRounded from '@mui/icons-material/DataObjectRounded';
import MuiScope from '../MuiScope';
import {PRODUCT_LIST} from '../../data/products';
import type {SearchAnswer} from '../../utils/search/engine';
import {highlightSegments, snippet} from '../../utils/search/highlight';
import {addRecentSearch, readRecentSearches, writeRecentSearches} from '../../utils/search/recent';
import {moveSelection, resultRows, type ResultRow} from '../../utils/search/rows';
import {productChoices, searchedProduct, type SearchScope} from '../../utils/search/scope';
import {markFirstAnswer, query, startSearch, subscribe, type SearchStatus} from './searchClient';
import {noResultsIn, productInVersion, searchLabels} from './labels';

const SNIPPET_LENGTH = 110;
// Not sticky: in dark mode the dialog's paper is lightened by an overlay a sticky header's own
// background would not match.
const SUBHEADER_SX = {lineHeight: 2.5, position: 'static', bgcolor: 'transparent'} as const;
const SEARCH_PRODUCTS = PRODUCT_LIST.filter((product) => !product.internal).map((product) => product.id);

/** Called on hover or focus of the button: the worker and the index start downloading. */
export function warmUpSearch(manifest: string): void {
  startSearch(manifest);
}

function productName(id: string): string {
  return PRODUCT_LIST.find((product) => product.id === id)?.name ?? id;
}

/** In a snapshot, the product with the snapshot's version: the results are that version's pages. */
function productLabel(id: string, scope: SearchScope): string {
  return scope.snapshot?.product === id ? productInVersion(productName(id), scope.snapshot.label) : productName(id);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function Highlighted({text, terms}: {readonly text: string; readonly terms: readonly string[]}): ReactNode {
  return highlightSegments(text, terms).map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text));
}

function useSearch(available: boolean, manifest: string, text: string, product: string | null, currentProduct: string | null) {
  // One worker per index (startSearch returns the running one); none where no index is built.
  const client = useMemo(() => (available ? startSearch(manifest) : null), [available, manifest]);
  const status = useSyncExternalStore<SearchStatus>(
    (onChange) => (client ? subscribe(client, onChange) : () => undefined),
    () => client?.status ?? 'not-built',
    () => 'loading',
  );
  // The answer is kept with the request it answers: a late answer to an older query never shows.
  const [latest, setLatest] = useState<{key: string; answer: SearchAnswer} | null>(null);
  // The index too: an answer from the version left behind never shows.
  const key = JSON.stringify([text.trim(), product, manifest]);
  // Sent while the index loads too: the worker answers the latest query as soon as it can. Asked
  // again when the text index is in (`status` turns from partial to ready).
  const unavailable = status === 'not-built' || status === 'failed';
  useEffect(() => {
    if (!client || unavailable || text.trim() === '') {
      return;
    }
    void query(client, {query: text, product, currentProduct: product === null ? currentProduct : null}).then((answer) => {
      setLatest({key, answer});
    });
  }, [client, unavailable, status, key, text, product, currentProduct]);
  const answer = text.trim() !== '' && latest?.key === key ? latest.answer : null;
  useEffect(() => {
    if (client && answer) {
      markFirstAnswer(client);
    }
  }, [client, answer]);
  return {status, answer};
}

const ROW_ICONS = {page: ArticleOutlined, section: TagRounded, prop: DataObjectRounded} as const;

function ResultOption({
  row,
  id,
  selected,
  terms,
  onPick,
  onHover,
}: {
  readonly row: ResultRow;
  readonly id: string;
  readonly selected: boolean;
  readonly terms: readonly string[];
  /** `navigate`: the click stays in the app (false for a click that opens a new tab). */
  readonly onPick: (navigate: boolean) => void;
  readonly onHover: () => void;
}): ReactNode {
  const labels = searchLabels();
  const Icon = ROW_ICONS[row.kind];
  return (
    <Box
      component="li"
      role="option"
      id={id}
      aria-selected={selected}
      onMouseMove={onHover}
      sx={{listStyle: 'none', m: 0, pl: row.nested ? 3 : 0}}>
      {/* A plain link, not Docusaurus' Link: that one downloads the code of every page it shows
          as soon as it is on screen, which would turn one query into megabytes. A plain click
          navigates in the app (onPick); a modified click opens a tab, like every link. */}
      <Box
        component="a"
        href={row.url}
        tabIndex={-1}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
          if (plainClick) {
            event.preventDefault();
          }
          onPick(plainClick);
        }}
        sx={(theme) => ({
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          px: 1.5,
          py: 1,
          borderRadius: 1,
          color: 'text.primary',
          textDecoration: 'none',
          borderInlineStart: row.nested ? `1px solid ${theme.vars.palette.divider}` : 'none',
          bgcolor: selected ? 'action.selected' : 'transparent',
          '&:hover': {textDecoration: 'none', color: 'text.primary'},
          '& mark': {bgcolor: 'transparent', color: 'primary.main', fontWeight: 700, p: 0},
        })}>
        <Icon fontSize="small" sx={{mt: 0.25, color: selected ? 'primary.main' : 'text.secondary'}} />
        <Box sx={{minWidth: 0, flex: 1}}>
          <Typography
            component="span"
            variant="body2"
            sx={{display: 'block', fontWeight: 600, fontFamily: row.kind === 'prop' ? 'monospace' : undefined, overflowWrap: 'anywhere'}}>
            <Highlighted text={row.heading} terms={terms} />
            {row.kind === 'prop' && (
              <Chip label={`${labels.prop} · ${row.pageTitle}`} size="small" variant="outlined" sx={{ml: 1, height: 20, fontFamily: (theme) => theme.typography.fontFamily}} />
            )}
          </Typography>
          {row.text && (
            <Typography component="span" variant="caption" sx={{display: 'block', color: 'text.secondary', overflowWrap: 'anywhere'}}>
              <Highlighted text={snippet(row.text, terms, SNIPPET_LENGTH)} terms={terms} />
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** Names the page of the sections or props listed under it, when the page itself did not match. */
function PageLabel({title}: {readonly title: string}): ReactNode {
  return (
    <Box component="li" role="presentation" sx={{listStyle: 'none', display: 'flex', gap: 1.5, alignItems: 'center', px: 1.5, pt: 1, pb: 0.5}}>
      <ArticleOutlined fontSize="small" sx={{color: 'text.secondary'}} />
      <Typography component="span" variant="body2" sx={{fontWeight: 600, color: 'text.secondary'}}>
        {title}
      </Typography>
    </Box>
  );
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
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [picked, setProduct] = useState<string | null>(currentProduct);
  // A snapshot's index holds its product's pages only: that product is searched there.
  const product = searchedProduct(scope, picked);
  const [selection, setSelection] = useState<{list: unknown; index: number}>({list: null, index: -1});
  const [recent, setRecent] = useState<string[]>(() => readRecentSearches(storage()));
  const {status, answer} = useSearch(available, scope.manifest, text, product, currentProduct);
  const groups = useMemo(() => (answer ? resultRows(answer) : []), [answer]);
  const rows = useMemo(() => groups.flatMap((group) => group.rows.filter((row) => row.selectable)), [groups]);
  const showRecent = text.trim() === '' && recent.length > 0;
  const optionCount = showRecent ? recent.length : rows.length;

  // A new list selects its first result (recent searches: nothing until an arrow key).
  const list: unknown = showRecent ? recent : answer;
  const selected = selection.list === list ? selection.index : !showRecent && optionCount > 0 ? 0 : -1;
  const setSelected = (next: number | ((current: number) => number)): void =>
    setSelection({list, index: typeof next === 'function' ? next(selected) : next});
  useEffect(() => {
    if (selected >= 0) {
      document.getElementById(`${listId}-${selected}`)?.scrollIntoView({block: 'nearest'});
    }
  }, [selected, listId]);

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
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setSelected((current) => moveSelection(current, optionCount, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && selected >= 0) {
      event.preventDefault();
      if (showRecent) {
        setText(recent[selected] ?? '');
      } else {
        const row = rows[selected];
        if (row) {
          open(row);
        }
      }
    }
  };

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
  let index = -1;
  return (
    <Box sx={{display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%'}}>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider'}}>
        <SearchRounded sx={{color: 'primary.main'}} />
        <InputBase
          inputRef={inputRef}
          autoFocus
          fullWidth
          value={text}
          placeholder={labels.placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': labels.placeholder,
            'aria-expanded': optionCount > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': selected >= 0 ? `${listId}-${selected}` : undefined,
            enterKeyHint: 'go',
            spellCheck: false,
            autoComplete: 'off',
          }}
          sx={{fontSize: '1.125rem', py: 0.5}}
        />
        <IconButton onClick={onClose} aria-label={labels.close} edge="end">
          <CloseRounded />
        </IconButton>
      </Box>
      <Box role="group" aria-label={labels.filter} sx={{display: 'flex', flexWrap: 'wrap', gap: 0.75, px: 2, py: 1}}>
        {productChoices(scope, SEARCH_PRODUCTS).map((id) => (
          <Chip
            key={id ?? 'all'}
            label={id === null ? labels.allProducts : productLabel(id, scope)}
            size="small"
            clickable
            color={product === id ? 'primary' : 'default'}
            variant={product === id ? 'filled' : 'outlined'}
            aria-pressed={product === id}
            onClick={() => {
              setProduct(id);
              inputRef.current?.focus();
            }}
          />
        ))}
      </Box>
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
        <Box component="ul" role="listbox" id={listId} aria-label={showRecent ? labels.recent : labels.results} sx={{m: 0, p: 0}}>
          {showRecent &&
            [
              <ListSubheader key="recent" component="li" role="presentation" sx={SUBHEADER_SX}>
                {labels.recent}
              </ListSubheader>,
            ].concat(
              recent.map((item, i) => (
                <Box
                  component="li"
                  key={item}
                  role="option"
                  id={`${listId}-${i}`}
                  aria-selected={selected === i}
                  onClick={() => {
                    setText(item);
                    inputRef.current?.focus();
                  }}
                  onMouseMove={() => setSelected(i)}
                  sx={{
                    listStyle: 'none',
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'center',
                    px: 1.5,
                    py: 1,
                    borderRadius: 1,
                    cursor: 'pointer',
                    bgcolor: selected === i ? 'action.selected' : 'transparent',
                  }}>
                  <HistoryRounded fontSize="small" sx={{color: 'text.secondary'}} />
                  <Typography variant="body2">{item}</Typography>
                </Box>
              )),
            )}
          {!showRecent &&
            groups.map((group) => (
              <Box component="li" role="presentation" key={group.product} sx={{listStyle: 'none'}}>
                <ListSubheader component="div" role="presentation" sx={SUBHEADER_SX}>
                  {productLabel(group.product, scope)}
                </ListSubheader>
                <Box component="ul" role="group" aria-label={productLabel(group.product, scope)} sx={{m: 0, p: 0}}>
                  {group.rows.map((row) => {
                    if (!row.selectable) {
                      return <PageLabel key={row.url} title={row.pageTitle} />;
                    }
                    index += 1;
                    const i = index;
                    return (
                      <ResultOption
                        key={row.url}
                        row={row}
                        id={`${listId}-${i}`}
                        selected={selected === i}
                        terms={answer?.terms ?? []}
                        onHover={() => setSelected(i)}
                        onPick={(navigate) => {
                          if (navigate) {
                            open(row);
                          } else {
                            remember();
                          }
                        }}
                      />
                    );
                  })}
                </Box>
              </Box>
            ))}
        </Box>
      </Box>
      <Box
        aria-hidden
        sx={{
          display: {xs: 'none', sm: 'flex'},
          gap: 2,
          px: 2,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          typography: 'caption',
          '& kbd': {border: 1, borderColor: 'divider', borderRadius: 0.5, px: 0.5, mr: 0.5, fontFamily: 'inherit', bgcolor: 'transparent', boxShadow: 'none'},
        }}>
        <span>
          <kbd>↑</kbd>
          <kbd>↓</kbd>
          {labels.hintNavigate}
        </span>
        <span>
          <kbd>↵</kbd>
          {labels.hintOpen}
        </span>
        <span>
          <kbd>esc</kbd>
          {labels.hintClose}
        </span>
      </Box>
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
