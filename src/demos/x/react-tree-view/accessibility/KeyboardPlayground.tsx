import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'animals',
    label: 'Animals',
    children: [
      {
        id: 'birds',
        label: 'Birds',
        children: [
          { id: 'owl', label: 'Owl' },
          { id: 'robin', label: 'Robin' },
        ],
      },
      { id: 'fish', label: 'Fish', children: [{ id: 'salmon', label: 'Salmon' }] },
      { id: 'mammals', label: 'Mammals', children: [{ id: 'otter', label: 'Otter' }] },
    ],
  },
  { id: 'plants', label: 'Plants', children: [{ id: 'fern', label: 'Fern' }] },
  { id: 'minerals', label: 'Minerals' },
];

export default function KeyboardPlayground() {
  const [lastKey, setLastKey] = React.useState<string | null>(null);
  const [focused, setFocused] = React.useState<string | null>(null);
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Stack spacing={2}>
      <Typography id="nature-tree-title" variant="subtitle1" component="h3">
        Nature catalogue
      </Typography>
      <Box sx={{ minHeight: 280, minWidth: 260 }}>
        <RichTreeView
          aria-labelledby="nature-tree-title"
          items={ITEMS}
          multiSelect
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
          onKeyDown={(event) => setLastKey(event.key === ' ' ? 'Space' : event.key)}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Last key: <strong>{lastKey ?? '–'}</strong> · Focused: <strong>{focused ?? '–'}</strong> ·
        Selected: <strong>{selected.length === 0 ? 'none' : selected.join(', ')}</strong>
      </Typography>
    </Stack>
  );
}
