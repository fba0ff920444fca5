import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

type Country = {
  id: string;
  label: string;
  capital?: string;
  population?: string;
  children?: Country[];
};

const ITEMS: Country[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'fr', label: 'France', capital: 'Paris', population: '68 million' },
      { id: 'pt', label: 'Portugal', capital: 'Lisbon', population: '10 million' },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [
      { id: 'jp', label: 'Japan', capital: 'Tokyo', population: '124 million' },
      { id: 'vn', label: 'Vietnam', capital: 'Hanoi', population: '100 million' },
    ],
  },
];

export default function FocusedItemDetails() {
  const apiRef = useRichTreeViewApiRef();
  const [focused, setFocused] = React.useState<Country | null>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 220, flex: 1 }}>
        <RichTreeView
          aria-label="Countries"
          items={ITEMS}
          apiRef={apiRef}
          defaultExpandedItems={['europe', 'asia']}
          onItemFocus={(_event, itemId) => setFocused(apiRef.current?.getItem(itemId) ?? null)}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }} aria-live="polite">
        {focused === null ? (
          <Typography variant="body2" color="text.secondary">
            Move the focus into the tree to see details.
          </Typography>
        ) : (
          <React.Fragment>
            <Typography variant="subtitle1">{focused.label}</Typography>
            {focused.capital ? (
              <Typography variant="body2">
                Capital: {focused.capital}
                <br />
                Population: {focused.population}
              </Typography>
            ) : (
              <Typography variant="body2">{focused.children?.length ?? 0} countries</Typography>
            )}
          </React.Fragment>
        )}
      </Paper>
    </Stack>
  );
}
