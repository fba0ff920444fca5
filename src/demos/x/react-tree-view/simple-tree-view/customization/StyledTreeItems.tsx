import Box from '@mui/material/Box';
import { styled, alpha } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

const StyledTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: theme.shape.borderRadius,
    padding: theme.spacing(0.5, 1),
    margin: theme.spacing(0.25, 0),
  },
  [`& .${treeItemClasses.content}[data-selected]`]: {
    backgroundColor: theme.vars
      ? `rgba(${theme.vars.palette.secondary.mainChannel} / 0.16)`
      : alpha(theme.palette.secondary.main, 0.16),
    color: (theme.vars || theme).palette.secondary.main,
  },
  [`& .${treeItemClasses.label}`]: {
    fontWeight: 500,
  },
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 15,
    paddingLeft: 18,
    borderLeft: `1px dashed ${(theme.vars || theme).palette.text.disabled}`,
  },
}));

export default function StyledTreeItems() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Company"
        defaultExpandedItems={['company', 'engineering']}
        defaultSelectedItems="engineering-web"
      >
        <StyledTreeItem itemId="company" label="Company">
          <StyledTreeItem itemId="engineering" label="Engineering">
            <StyledTreeItem itemId="engineering-web" label="Web" />
            <StyledTreeItem itemId="engineering-mobile" label="Mobile" />
          </StyledTreeItem>
          <StyledTreeItem itemId="sales" label="Sales" />
          <StyledTreeItem itemId="support" label="Support" />
        </StyledTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
