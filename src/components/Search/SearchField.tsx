/** The dialog's head: the search input (a combobox over the result list), its close button, and the product filter. */
import React, {type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import {productChoices, type SearchScope} from '../../utils/search/scope';
import {searchLabels} from './labels';
import {productLabel, SEARCH_PRODUCTS} from './productLabel';

export function SearchInput({
  inputRef,
  text,
  listId,
  expanded,
  activeOption,
  onText,
  onKeyDown,
  onClose,
}: {
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly text: string;
  readonly listId: string;
  readonly expanded: boolean;
  /** The id of the highlighted option, if any. */
  readonly activeOption: string | undefined;
  readonly onText: (text: string) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  readonly onClose: () => void;
}): ReactNode {
  const labels = searchLabels();
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider'}}>
      <SearchRounded sx={{color: 'primary.main'}} />
      <InputBase
        inputRef={inputRef}
        autoFocus
        fullWidth
        value={text}
        placeholder={labels.placeholder}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={onKeyDown}
        inputProps={{
          role: 'combobox',
          'aria-label': labels.placeholder,
          'aria-expanded': expanded,
          'aria-controls': listId,
          'aria-autocomplete': 'list',
          'aria-activedescendant': activeOption,
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
  );
}

/** All products (null), then each product; inside a snapshot, its product alone. */
export function ProductFilter({scope, product, onPick}: {readonly scope: SearchScope; readonly product: string | null; readonly onPick: (product: string | null) => void}): ReactNode {
  const labels = searchLabels();
  return (
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
          onClick={() => onPick(id)}
        />
      ))}
    </Box>
  );
}
