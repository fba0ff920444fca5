import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProps,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, UseTreeItemStatus } from '@mui/x-tree-view/useTreeItem';

const SHOWN: (keyof UseTreeItemStatus)[] = ['expanded', 'selected', 'focused', 'disabled'];

const StatusTreeItem = React.forwardRef(function StatusTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <TreeItemLabel {...getLabelProps()} sx={{ width: 'auto', flex: 'none', mr: 1 }} />
            {SHOWN.filter((key) => status[key]).map((key) => (
              <Chip key={key} label={key} size="small" variant="outlined" />
            ))}
          </Stack>
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemStatusBadges() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 300 }}>
      <SimpleTreeView aria-label="Settings" defaultExpandedItems={['account']} defaultSelectedItems="profile">
        <StatusTreeItem itemId="account" label="Account">
          <StatusTreeItem itemId="profile" label="Profile" />
          <StatusTreeItem itemId="security" label="Security" />
          <StatusTreeItem itemId="billing" label="Billing" disabled />
        </StatusTreeItem>
        <StatusTreeItem itemId="notifications" label="Notifications">
          <StatusTreeItem itemId="email" label="Email" />
        </StatusTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
