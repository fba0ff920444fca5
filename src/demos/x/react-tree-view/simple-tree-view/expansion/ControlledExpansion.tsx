import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const PARENT_IDS = ['europe', 'europe-france', 'asia'];

export default function ControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['europe']);

  const handleToggleAll = () => {
    setExpandedItems((prev) => (prev.length === 0 ? PARENT_IDS : []));
  };

  return (
    <Stack spacing={1} sx={{ minHeight: 300 }}>
      <div>
        <Button size="small" onClick={handleToggleAll}>
          {expandedItems.length === 0 ? 'Expand all' : 'Collapse all'}
        </Button>
      </div>
      <Box sx={{ minWidth: 250 }}>
        <SimpleTreeView
          aria-label="Destinations"
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        >
          <TreeItem itemId="europe" label="Europe">
            <TreeItem itemId="europe-france" label="France">
              <TreeItem itemId="europe-france-paris" label="Paris" />
              <TreeItem itemId="europe-france-lyon" label="Lyon" />
            </TreeItem>
            <TreeItem itemId="europe-italy" label="Italy" />
          </TreeItem>
          <TreeItem itemId="asia" label="Asia">
            <TreeItem itemId="asia-japan" label="Japan" />
            <TreeItem itemId="asia-vietnam" label="Vietnam" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
