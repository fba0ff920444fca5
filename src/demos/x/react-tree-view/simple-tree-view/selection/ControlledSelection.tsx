import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const ALL_ITEMS = [
  'design',
  'design-logo',
  'design-colors',
  'code',
  'code-api',
  'code-ui',
];

export default function ControlledSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([
    'design-logo',
  ]);

  return (
    <Stack spacing={1} sx={{ minHeight: 280 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setSelectedItems(ALL_ITEMS)}>
          Select all
        </Button>
        <Button size="small" onClick={() => setSelectedItems([])}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2">
        Selected: {selectedItems.length > 0 ? selectedItems.join(', ') : 'none'}
      </Typography>
      <Box sx={{ minWidth: 250 }}>
        <SimpleTreeView
          aria-label="Project tasks"
          multiSelect
          checkboxSelection
          defaultExpandedItems={['design', 'code']}
          selectedItems={selectedItems}
          onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
        >
          <TreeItem itemId="design" label="Design">
            <TreeItem itemId="design-logo" label="Logo" />
            <TreeItem itemId="design-colors" label="Color palette" />
          </TreeItem>
          <TreeItem itemId="code" label="Code">
            <TreeItem itemId="code-api" label="API client" />
            <TreeItem itemId="code-ui" label="User interface" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
