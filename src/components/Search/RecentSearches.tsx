/** The recent searches, listed while the input is empty; picking one searches it again. */
import React, {type ReactNode} from 'react';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import {searchLabels} from './labels';
import {SUBHEADER_SX} from './ResultList';

export default function RecentSearches({
  recent,
  optionId,
  selected,
  onHover,
  onPick,
}: {
  readonly recent: readonly string[];
  readonly optionId: (index: number) => string;
  readonly selected: number;
  readonly onHover: (index: number) => void;
  readonly onPick: (query: string) => void;
}): ReactNode {
  return [
    <ListSubheader key="recent" component="li" role="presentation" sx={SUBHEADER_SX}>
      {searchLabels().recent}
    </ListSubheader>,
    ...recent.map((item, i) => (
      <Box
        component="li"
        key={item}
        role="option"
        id={optionId(i)}
        aria-selected={selected === i}
        onClick={() => onPick(item)}
        onMouseMove={() => onHover(i)}
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
  ];
}
