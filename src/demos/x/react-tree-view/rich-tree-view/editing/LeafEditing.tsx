import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Item {
  id: string;
  label: string;
  locked?: boolean;
  children?: Item[];
}

const INITIAL_ITEMS: Item[] = [
  {
    id: 'chapters',
    label: 'Chapters',
    locked: true,
    children: [
      { id: 'chapter-1', label: 'A quiet start' },
      { id: 'chapter-2', label: 'The storm' },
      { id: 'epilogue', label: 'Epilogue', locked: true },
    ],
  },
];

function renameItem(items: Item[], itemId: string, label: string): Item[] {
  return items.map((item) => ({
    ...item,
    label: item.id === itemId ? label : item.label,
    children: item.children ? renameItem(item.children, itemId, label) : undefined,
  }));
}

export default function LeafEditing() {
  const [items, setItems] = React.useState<Item[]>(INITIAL_ITEMS);

  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <RichTreeView
        aria-label="Book outline"
        items={items}
        defaultExpandedItems={['chapters']}
        isItemEditable={(item) => !item.locked}
        onItemLabelChange={(itemId, newLabel) =>
          setItems((prev) => renameItem(prev, itemId, newLabel))
        }
      />
    </Box>
  );
}
