import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { SvgIconProps } from '@mui/material/SvgIcon';
import FolderIcon from '@mui/icons-material/Folder';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DeleteIcon from '@mui/icons-material/Delete';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function ItemLabel(props: {
  icon: React.ComponentType<SvgIconProps>;
  text: string;
  count?: number;
}) {
  const { icon: Icon, text, count } = props;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
      <Icon fontSize="small" color="action" />
      <Box component="span" sx={{ flexGrow: 1 }}>
        {text}
      </Box>
      {count ? <Chip label={count} size="small" color="primary" /> : null}
    </Stack>
  );
}

export default function CustomLabels() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 260, maxWidth: 360 }}>
      <SimpleTreeView aria-label="Mailbox" defaultExpandedItems={['folders']}>
        <TreeItem
          itemId="inbox"
          label={<ItemLabel icon={InboxIcon} text="Inbox" count={12} />}
        />
        <TreeItem itemId="sent" label={<ItemLabel icon={SendIcon} text="Sent" />} />
        <TreeItem
          itemId="folders"
          label={<ItemLabel icon={FolderIcon} text="Folders" />}
        >
          <TreeItem
            itemId="folders-receipts"
            label={<ItemLabel icon={FolderIcon} text="Receipts" count={3} />}
          />
          <TreeItem
            itemId="folders-travel"
            label={<ItemLabel icon={FolderIcon} text="Travel" />}
          />
        </TreeItem>
        <TreeItem
          itemId="trash"
          label={<ItemLabel icon={DeleteIcon} text="Trash" />}
        />
      </SimpleTreeView>
    </Box>
  );
}
