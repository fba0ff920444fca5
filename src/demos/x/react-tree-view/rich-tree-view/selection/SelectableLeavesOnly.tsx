import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const PAGES: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'getting-started',
    label: 'Getting started',
    children: [
      { id: 'installation', label: 'Installation' },
      { id: 'usage', label: 'Usage' },
    ],
  },
  {
    id: 'components',
    label: 'Components',
    children: [
      { id: 'button', label: 'Button' },
      { id: 'card', label: 'Card' },
    ],
  },
];

export default function SelectableLeavesOnly() {
  const [page, setPage] = React.useState<string | null>('installation');

  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Current page: {page ?? 'none'}
      </Typography>
      <RichTreeView
        aria-label="Documentation pages"
        items={PAGES}
        defaultExpandedItems={['getting-started', 'components']}
        isItemSelectionDisabled={(item) => (item.children?.length ?? 0) > 0}
        selectedItems={page}
        onSelectedItemsChange={(event, itemId) => setPage(itemId)}
      />
    </Box>
  );
}
