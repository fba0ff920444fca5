import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'backlog',
    label: 'Backlog',
    children: [
      { id: 'login', label: 'Fix login redirect' },
      { id: 'export', label: 'CSV export' },
      { id: 'search', label: 'Search suggestions' },
    ],
  },
  {
    id: 'in-progress',
    label: 'In progress',
    children: [{ id: 'dark-mode', label: 'Dark mode' }],
  },
  { id: 'done', label: 'Done', children: [] },
];

export default function OrderingBasic() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Tasks"
        items={ITEMS}
        itemsReordering
        defaultExpandedItems={['backlog', 'in-progress']}
      />
    </Box>
  );
}
