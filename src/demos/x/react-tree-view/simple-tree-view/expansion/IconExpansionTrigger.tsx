import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function IconExpansionTrigger() {
  const [lastAction, setLastAction] = React.useState<string>('nothing yet');

  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last toggle: {lastAction}
      </Typography>
      <SimpleTreeView
        aria-label="Settings"
        expansionTrigger="iconContainer"
        onItemExpansionToggle={(event, itemId, isExpanded) =>
          setLastAction(`${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`)
        }
      >
        <TreeItem itemId="account" label="Account">
          <TreeItem itemId="account-profile" label="Profile" />
          <TreeItem itemId="account-security" label="Security" />
        </TreeItem>
        <TreeItem itemId="notifications" label="Notifications">
          <TreeItem itemId="notifications-email" label="Email" />
          <TreeItem itemId="notifications-push" label="Push" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
