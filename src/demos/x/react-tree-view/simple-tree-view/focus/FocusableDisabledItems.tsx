import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FocusableDisabledItems() {
  const [disabledItemsFocusable, setDisabledItemsFocusable] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={disabledItemsFocusable}
            onChange={(event) => setDisabledItemsFocusable(event.target.checked)}
          />
        }
        label="Disabled items are focusable"
      />
      <Box sx={{ minHeight: 220, minWidth: 250 }}>
        <SimpleTreeView
          aria-label="Plans"
          defaultExpandedItems={['plans']}
          disabledItemsFocusable={disabledItemsFocusable}
        >
          <TreeItem itemId="plans" label="Plans">
            <TreeItem itemId="free" label="Free" />
            <TreeItem itemId="team" label="Team (sold out)" disabled />
            <TreeItem itemId="business" label="Business" />
          </TreeItem>
          <TreeItem itemId="legacy" label="Legacy plans" disabled>
            <TreeItem itemId="starter" label="Starter" />
          </TreeItem>
          <TreeItem itemId="contact" label="Contact sales" />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
