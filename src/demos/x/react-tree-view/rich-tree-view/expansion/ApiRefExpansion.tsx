import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const ITEMS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'frontend',
    label: 'Frontend',
    children: [
      { id: 'react', label: 'React' },
      { id: 'vue', label: 'Vue' },
    ],
  },
  {
    id: 'backend',
    label: 'Backend',
    children: [
      { id: 'node', label: 'Node.js' },
      { id: 'go', label: 'Go' },
    ],
  },
];

export default function ApiRefExpansion() {
  const apiRef = useRichTreeViewApiRef();

  const toggleBackend = (event: React.SyntheticEvent) => {
    apiRef.current?.setItemExpansion?.({ event, itemId: 'backend' });
  };

  const revealGo = (event: React.SyntheticEvent) => {
    apiRef.current?.setItemExpansion?.({
      event,
      itemId: 'backend',
      shouldBeExpanded: true,
    });
    apiRef.current?.focusItem?.(event, 'go');
  };

  return (
    <Stack spacing={1} sx={{ minHeight: 240 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={toggleBackend}>
          Toggle Backend
        </Button>
        <Button size="small" onClick={revealGo}>
          Reveal and focus Go
        </Button>
      </Stack>
      <Box sx={{ minWidth: 250 }}>
        <RichTreeView aria-label="Technologies" items={ITEMS} apiRef={apiRef} />
      </Box>
    </Stack>
  );
}
