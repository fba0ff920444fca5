import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import type { TreeViewBaseItem, TreeViewItemId } from '@mui/x-tree-view/models';

const SONGS: TreeViewBaseItem[] = [
  { id: 'song-a', label: 'Open road' },
  { id: 'song-b', label: 'Desert lights' },
  { id: 'song-c', label: 'Coastline' },
  { id: 'song-d', label: 'Homeward' },
];

const ITEMS: TreeViewBaseItem[] = [
  { id: 'playlist', label: 'Road trip', children: SONGS },
  { id: 'queue', label: 'Play next', children: [] },
];

type Move = {
  itemId: TreeViewItemId;
  from: string;
  to: string;
};

export default function OrderingPositionChange() {
  const apiRef = useRichTreeViewProApiRef();
  const [moves, setMoves] = React.useState<Move[]>([]);
  const [order, setOrder] = React.useState<string[]>(() => SONGS.map((song) => song.label));

  const describe = (parentId: string | null, index: number) =>
    `${parentId === null ? 'top level' : (apiRef.current?.getItem(parentId).label ?? parentId)} #${index + 1}`;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 260, flex: 1 }}>
        <RichTreeViewPro
          aria-label="Playlists"
          apiRef={apiRef}
          items={ITEMS}
          itemsReordering
          defaultExpandedItems={['playlist', 'queue']}
          onItemPositionChange={({ itemId, oldPosition, newPosition }) => {
            setMoves((previous) => [
              {
                itemId,
                from: describe(oldPosition.parentId, oldPosition.index),
                to: describe(newPosition.parentId, newPosition.index),
              },
              ...previous,
            ]);
            // The tree is updated when the callback runs: read the new order from it.
            const playlistIds = apiRef.current?.getItemOrderedChildrenIds('playlist') ?? [];
            setOrder(playlistIds.map((id) => apiRef.current?.getItem(id).label ?? id));
          }}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2">Road trip order</Typography>
        <Typography variant="body2" data-testid="playlist-order" sx={{ mb: 1 }}>
          {order.join(', ') || 'empty'}
        </Typography>
        <Typography variant="subtitle2">Moves</Typography>
        <List dense aria-label="Moves" sx={{ maxHeight: 160, overflow: 'auto' }}>
          {moves.length === 0 ? (
            <ListItem disablePadding>
              <ListItemText secondary="Drag a song to another place." />
            </ListItem>
          ) : null}
          {moves.map((move, index) => (
            <ListItem key={`${move.itemId}-${moves.length - index}`} disablePadding>
              <ListItemText primary={move.itemId} secondary={`${move.from} → ${move.to}`} />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
