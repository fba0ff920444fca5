import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TrackFocusedItem() {
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);

  return (
    <Stack spacing={2}>
      <Typography variant="body2" role="status">
        Focused item: <strong>{focusedItem ?? 'none'}</strong>
      </Typography>
      <Box sx={{ minHeight: 220, minWidth: 250 }}>
        <SimpleTreeView
          aria-label="Recipes"
          defaultExpandedItems={['desserts']}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
        >
          <TreeItem itemId="starters" label="Starters">
            <TreeItem itemId="soup" label="Onion soup" />
            <TreeItem itemId="salad" label="Caesar salad" />
          </TreeItem>
          <TreeItem itemId="desserts" label="Desserts">
            <TreeItem itemId="tart" label="Lemon tart" />
            <TreeItem itemId="mousse" label="Chocolate mousse" />
          </TreeItem>
          <TreeItem itemId="drinks" label="Drinks" />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
