import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const TOPPINGS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'cheese',
    label: 'Cheese',
    children: [
      { id: 'cheese-mozzarella', label: 'Mozzarella' },
      { id: 'cheese-gorgonzola', label: 'Gorgonzola' },
    ],
  },
  {
    id: 'vegetables',
    label: 'Vegetables',
    children: [
      { id: 'vegetables-peppers', label: 'Peppers' },
      { id: 'vegetables-olives', label: 'Olives' },
      { id: 'vegetables-mushrooms', label: 'Mushrooms' },
    ],
  },
];

export default function RichCheckboxSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([
    'cheese-mozzarella',
  ]);

  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Toppings: {selectedItems.length > 0 ? selectedItems.join(', ') : 'none'}
      </Typography>
      <RichTreeView
        aria-label="Pizza toppings"
        items={TOPPINGS}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        defaultExpandedItems={['cheese', 'vegetables']}
        selectedItems={selectedItems}
        onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
      />
    </Box>
  );
}
