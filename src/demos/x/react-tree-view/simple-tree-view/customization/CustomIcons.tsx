import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CustomIcons() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Handbook"
        defaultExpandedItems={['handbook']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: ArticleOutlinedIcon,
        }}
      >
        <TreeItem itemId="handbook" label="Handbook">
          <TreeItem itemId="handbook-onboarding" label="Onboarding" />
          <TreeItem itemId="handbook-holidays" label="Holidays" />
        </TreeItem>
        <TreeItem itemId="policies" label="Policies">
          <TreeItem itemId="policies-travel" label="Travel" />
          <TreeItem itemId="policies-security" label="Security" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
