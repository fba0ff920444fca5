import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'orders',
    label: 'Orders',
    children: [
      { id: 'o-1001', label: 'Order 1001' },
      { id: 'o-1002', label: 'Order 1002' },
      { id: 'o-1003', label: 'Order 1003' },
    ],
  },
  {
    id: 'returns',
    label: 'Returns',
    children: [{ id: 'r-88', label: 'Return 88' }],
  },
  { id: 'reports', label: 'Reports' },
];

function OrdersTreeItem(props: TreeItemProps) {
  const { interactions, status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const count = React.Children.count(props.children);

  return (
    <TreeItem
      {...props}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <span>{props.label}</span>
          {status.expandable ? (
            <Button
              size="small"
              tabIndex={-1}
              onClick={(event) => {
                // The click would also select the item: keep it to the button.
                event.stopPropagation();
                interactions.handleExpansion(event);
              }}
            >
              {status.expanded ? 'Hide' : `Show ${count}`}
            </Button>
          ) : null}
        </Box>
      }
    />
  );
}

export default function ExpandFromLabelButton() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 280 }}>
      <RichTreeView
        aria-label="Shop"
        items={ITEMS}
        expansionTrigger="iconContainer"
        slots={{ item: OrdersTreeItem }}
      />
    </Box>
  );
}
