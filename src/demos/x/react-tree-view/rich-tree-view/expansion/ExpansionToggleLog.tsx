import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      { id: 'pans', label: 'Pans' },
      { id: 'knives', label: 'Knives' },
    ],
  },
  {
    id: 'garden',
    label: 'Garden',
    children: [
      { id: 'tools', label: 'Tools', children: [{ id: 'rake', label: 'Rake' }] },
      { id: 'seeds', label: 'Seeds' },
    ],
  },
];

export default function ExpansionToggleLog() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 220, flex: 1 }}>
        <RichTreeView
          aria-label="Store departments"
          items={ITEMS}
          expansionTrigger="iconContainer"
          onItemExpansionToggle={(_event, itemId, isExpanded) =>
            setLog((previous) => [`${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`, ...previous].slice(0, 6))
          }
        />
      </Box>
      <List dense aria-label="Expansion events" sx={{ flex: 1 }}>
        {log.length === 0 ? (
          <ListItem disablePadding>
            <ListItemText secondary="Click an arrow to expand or collapse an item." />
          </ListItem>
        ) : null}
        {log.map((entry, index) => (
          <ListItem key={`${log.length - index}`} disablePadding>
            <ListItemText primary={entry} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
