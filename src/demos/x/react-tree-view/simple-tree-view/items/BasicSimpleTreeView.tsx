import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BasicSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <SimpleTreeView aria-label="Kitchen inventory">
        <TreeItem itemId="fruit" label="Fruit">
          <TreeItem itemId="fruit-apple" label="Apple" />
          <TreeItem itemId="fruit-citrus" label="Citrus">
            <TreeItem itemId="fruit-citrus-lemon" label="Lemon" />
            <TreeItem itemId="fruit-citrus-orange" label="Orange" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="vegetables" label="Vegetables">
          <TreeItem itemId="vegetables-carrot" label="Carrot" />
          <TreeItem itemId="vegetables-leek" label="Leek" />
        </TreeItem>
        <TreeItem itemId="bread" label="Bread" />
      </SimpleTreeView>
    </Box>
  );
}
