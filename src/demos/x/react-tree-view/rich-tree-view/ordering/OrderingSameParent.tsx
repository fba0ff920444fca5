import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'chapter-1',
    label: 'Chapter 1: Arrival',
    children: [
      { id: 'scene-1-1', label: 'The station' },
      { id: 'scene-1-2', label: 'A letter' },
      { id: 'scene-1-3', label: 'First night' },
    ],
  },
  {
    id: 'chapter-2',
    label: 'Chapter 2: The storm',
    children: [
      { id: 'scene-2-1', label: 'Warnings' },
      { id: 'scene-2-2', label: 'Landfall' },
    ],
  },
  { id: 'chapter-3', label: 'Chapter 3: After' },
];

export default function OrderingSameParent() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Book outline"
        items={ITEMS}
        itemsReordering
        defaultExpandedItems={['chapter-1', 'chapter-2']}
        // Scenes can change order inside their chapter, and chapters among themselves.
        canMoveItemToNewPosition={({ oldPosition, newPosition }) =>
          oldPosition.parentId === newPosition.parentId
        }
      />
    </Box>
  );
}
