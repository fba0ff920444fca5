import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function FocusItemButtons() {
  const apiRef = useSimpleTreeViewApiRef();

  const focus = (event: React.SyntheticEvent, itemId: string) => {
    apiRef.current?.focusItem(event, itemId);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={(event) => focus(event, 'inbox')}>
          Focus Inbox
        </Button>
        <Button variant="outlined" size="small" onClick={(event) => focus(event, 'receipts')}>
          Focus Receipts
        </Button>
        <Button variant="outlined" size="small" onClick={(event) => focus(event, 'archive-2024')}>
          Focus 2024 (hidden)
        </Button>
      </Stack>
      <Box sx={{ minHeight: 220, minWidth: 250 }}>
        <SimpleTreeView aria-label="Mail folders" apiRef={apiRef} defaultExpandedItems={['inbox']}>
          <TreeItem itemId="inbox" label="Inbox">
            <TreeItem itemId="receipts" label="Receipts" />
            <TreeItem itemId="travel" label="Travel" />
          </TreeItem>
          <TreeItem itemId="sent" label="Sent" />
          <TreeItem itemId="archive" label="Archive">
            <TreeItem itemId="archive-2024" label="2024" />
            <TreeItem itemId="archive-2025" label="2025" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
