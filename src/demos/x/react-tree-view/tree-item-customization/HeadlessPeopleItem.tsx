import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProps,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

type Person = {
  id: string;
  label: string;
  role: string;
  children?: Person[];
};

const PEOPLE: Person[] = [
  {
    id: 'amira',
    label: 'Amira Haddad',
    role: 'Head of product',
    children: [
      {
        id: 'bruno',
        label: 'Bruno Costa',
        role: 'Design lead',
        children: [
          { id: 'chen', label: 'Chen Wei', role: 'Product designer' },
          { id: 'dara', label: 'Dara Okafor', role: 'UX researcher' },
        ],
      },
      { id: 'elif', label: 'Elif Yilmaz', role: 'Product manager' },
    ],
  },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

const PersonTreeItem = React.forwardRef(function PersonTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    getDragAndDropOverlayProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const person = useTreeItemModel<Person>(itemId);

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexGrow: 1, py: 0.5 }}>
            <Avatar sx={{ width: 32, height: 32, fontSize: '0.8rem', bgcolor: 'secondary.main' }}>
              {initials(person?.label ?? '')}
            </Avatar>
            <div>
              <TreeItemLabel {...getLabelProps()} />
              <Typography variant="caption" color="text.secondary">
                {person?.role}
              </Typography>
            </div>
          </Box>
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function HeadlessPeopleItem() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <RichTreeView
        aria-label="Organization chart"
        items={PEOPLE}
        defaultExpandedItems={['amira', 'bruno']}
        slots={{ item: PersonTreeItem }}
      />
    </Box>
  );
}
