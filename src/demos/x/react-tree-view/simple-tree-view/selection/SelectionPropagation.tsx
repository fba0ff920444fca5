import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

export default function SelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>(
    {
      parents: true,
      descendants: true,
    },
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={propagation.descendants}
              onChange={(event) =>
                setPropagation((prev) => ({
                  ...prev,
                  descendants: event.target.checked,
                }))
              }
            />
          }
          label="descendants"
        />
        <FormControlLabel
          control={
            <Switch
              checked={propagation.parents}
              onChange={(event) =>
                setPropagation((prev) => ({
                  ...prev,
                  parents: event.target.checked,
                }))
              }
            />
          }
          label="parents"
        />
      </Stack>
      <Box sx={{ minHeight: 220, minWidth: 250 }}>
        <SimpleTreeView
          aria-label="Permissions"
          multiSelect
          checkboxSelection
          selectionPropagation={propagation}
          defaultExpandedItems={['read', 'write']}
        >
          <TreeItem itemId="read" label="Read">
            <TreeItem itemId="read-posts" label="Posts" />
            <TreeItem itemId="read-comments" label="Comments" />
          </TreeItem>
          <TreeItem itemId="write" label="Write">
            <TreeItem itemId="write-posts" label="Posts" />
            <TreeItem itemId="write-comments" label="Comments" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
