import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const ITEMS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'shopping',
    label: 'Shopping list',
    children: [
      { id: 'shopping-milk', label: 'Milk' },
      { id: 'shopping-eggs', label: 'Eggs' },
    ],
  },
  {
    id: 'chores',
    label: 'Chores',
    children: [{ id: 'chores-laundry', label: 'Laundry' }],
  },
];

export default function EditableLabels() {
  const [lastEdit, setLastEdit] = React.useState<string>('none');

  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last edit: {lastEdit}
      </Typography>
      <RichTreeView
        aria-label="Lists"
        items={ITEMS}
        isItemEditable
        defaultExpandedItems={['shopping', 'chores']}
        onItemLabelChange={(itemId, newLabel) =>
          setLastEdit(`${itemId} → "${newLabel}"`)
        }
      />
    </Box>
  );
}
