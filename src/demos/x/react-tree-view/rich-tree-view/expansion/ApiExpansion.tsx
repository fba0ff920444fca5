import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const ITEMS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'animals',
    label: 'Animals',
    children: [
      {
        id: 'mammals',
        label: 'Mammals',
        children: [
          { id: 'whale', label: 'Whale' },
          { id: 'bat', label: 'Bat' },
        ],
      },
      { id: 'birds', label: 'Birds', children: [{ id: 'owl', label: 'Owl' }] },
    ],
  },
  { id: 'plants', label: 'Plants', children: [{ id: 'fern', label: 'Fern' }] },
];

function getParentIds(items: TreeViewDefaultItemModelProperties[]): string[] {
  return items.flatMap((item) =>
    item.children && item.children.length > 0
      ? [item.id, ...getParentIds(item.children)]
      : [],
  );
}

const ALL_PARENT_IDS = getParentIds(ITEMS);

export default function ApiExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  return (
    <Stack spacing={1} sx={{ minHeight: 320 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setExpandedItems(ALL_PARENT_IDS)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <Typography variant="body2">
        Expanded: {expandedItems.length > 0 ? expandedItems.join(', ') : 'none'}
      </Typography>
      <Box sx={{ minWidth: 250 }}>
        <RichTreeView
          aria-label="Living things"
          items={ITEMS}
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        />
      </Box>
    </Stack>
  );
}
