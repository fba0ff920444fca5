import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'oats', label: 'Oats' },
      { id: 'yogurt', label: 'Yogurt' },
    ],
  },
  {
    id: 'lunch',
    label: 'Lunch',
    children: [
      { id: 'salad', label: 'Salad' },
      { id: 'soup', label: 'Soup' },
    ],
  },
  { id: 'dinner', label: 'Dinner', children: [{ id: 'curry', label: 'Curry' }] },
];

// The meals stay where they are: only dishes can be dragged.
const DISH_IDS = new Set(ITEMS.flatMap((meal) => (meal.children ?? []).map((dish) => dish.id)));

export default function OrderingLeavesOnly() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Meal plan"
        items={ITEMS}
        itemsReordering
        defaultExpandedItems={['breakfast', 'lunch', 'dinner']}
        isItemReorderable={(itemId) => DISH_IDS.has(itemId)}
        // A dish must land directly inside a meal: not at the top level, not inside another dish.
        canMoveItemToNewPosition={({ newPosition }) =>
          newPosition.parentId !== null && !DISH_IDS.has(newPosition.parentId)
        }
      />
    </Box>
  );
}
