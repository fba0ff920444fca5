import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FileTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <SimpleTreeView aria-label="Project files" defaultExpandedItems={['src']}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src-components" label="components">
            <TreeItem itemId="src-components-header" label="Header.tsx" />
            <TreeItem itemId="src-components-footer" label="Footer.tsx" />
          </TreeItem>
          <TreeItem itemId="src-app" label="App.tsx" />
          <TreeItem itemId="src-main" label="main.tsx" />
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="public-favicon" label="favicon.ico" />
        </TreeItem>
        <TreeItem itemId="package" label="package.json" />
        <TreeItem itemId="readme" label="README.md" />
      </SimpleTreeView>
    </Box>
  );
}
