import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'install', label: 'Installation' },
      { id: 'theming', label: 'Theming' },
      {
        id: 'recipes',
        label: 'Recipes',
        children: [
          { id: 'forms', label: 'Forms' },
          { id: 'tables', label: 'Tables' },
        ],
      },
    ],
  },
  { id: 'api', label: 'API reference', children: [{ id: 'components', label: 'Components' }] },
  { id: 'changelog', label: 'Changelog' },
];

const StyledTreeItem = styled(TreeItem)(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  [`& .${treeItemClasses.content}`]: {
    borderRadius: theme.spacing(0.5),
    padding: theme.spacing(0.5, 1),
    margin: theme.spacing(0.2, 0),
    [`& .${treeItemClasses.label}`]: {
      fontSize: '0.875rem',
      fontWeight: 500,
    },
  },
  [`& .${treeItemClasses.content}[data-selected]`]: {
    color: (theme.vars || theme).palette.primary.contrastText,
    backgroundColor: (theme.vars || theme).palette.primary.main,
  },
  [`& .${treeItemClasses.content}[data-selected]:hover`]: {
    backgroundColor: (theme.vars || theme).palette.primary.dark,
  },
  [`& .${treeItemClasses.iconContainer}`]: {
    borderRadius: '50%',
    backgroundColor: (theme.vars || theme).palette.action.selected,
    padding: theme.spacing(0, 1.2),
  },
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 16,
    paddingLeft: 18,
    borderLeft: `1px dashed ${(theme.vars || theme).palette.divider}`,
  },
}));

export default function RichStyledItems() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <RichTreeView
        aria-label="Documentation"
        items={ITEMS}
        defaultExpandedItems={['guides', 'recipes']}
        defaultSelectedItems="theming"
        slots={{ item: StyledTreeItem }}
      />
    </Box>
  );
}
