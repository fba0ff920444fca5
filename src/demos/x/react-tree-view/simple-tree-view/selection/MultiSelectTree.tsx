import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function Folders() {
  return (
    <>
      <TreeItem itemId="inbox" label="Inbox">
        <TreeItem itemId="inbox-work" label="Work" />
        <TreeItem itemId="inbox-family" label="Family" />
      </TreeItem>
      <TreeItem itemId="sent" label="Sent" />
      <TreeItem itemId="archive" label="Archive" />
    </>
  );
}

export default function MultiSelectTree() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <Box sx={{ minHeight: 200, minWidth: 220 }}>
        <Typography variant="subtitle2">multiSelect</Typography>
        <SimpleTreeView
          aria-label="Mail folders, multi-select"
          multiSelect
          defaultExpandedItems={['inbox']}
        >
          <Folders />
        </SimpleTreeView>
      </Box>
      <Box sx={{ minHeight: 200, minWidth: 220 }}>
        <Typography variant="subtitle2">multiSelect + checkboxSelection</Typography>
        <SimpleTreeView
          aria-label="Mail folders, checkboxes"
          multiSelect
          checkboxSelection
          defaultExpandedItems={['inbox']}
          defaultSelectedItems={['inbox-work', 'sent']}
        >
          <Folders />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
