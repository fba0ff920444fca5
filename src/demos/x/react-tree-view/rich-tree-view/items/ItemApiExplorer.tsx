import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

type Station = {
  id: string;
  label: string;
  line?: string;
  children?: Station[];
};

const ITEMS: Station[] = [
  {
    id: 'north',
    label: 'North line',
    children: [
      { id: 'harbour', label: 'Harbour', line: 'N1' },
      { id: 'market', label: 'Market', line: 'N2' },
      { id: 'university', label: 'University', line: 'N3' },
    ],
  },
  {
    id: 'east',
    label: 'East line',
    children: [{ id: 'stadium', label: 'Stadium', line: 'E1' }],
  },
];

type Details = {
  label: string;
  parent: string;
  children: string;
};

export default function ItemApiExplorer() {
  const apiRef = useRichTreeViewApiRef<Station>();
  const [details, setDetails] = React.useState<Details | null>(null);

  const describe = (itemId: string | null) => {
    const api = apiRef.current;
    if (!itemId || !api) {
      setDetails(null);
      return;
    }
    const item = api.getItem(itemId);
    const parentId = api.getParentId(itemId);
    setDetails({
      label: item.line ? `${item.label} (${item.line})` : item.label,
      parent: parentId === null ? 'none (top level)' : api.getItem(parentId).label,
      children: api.getItemOrderedChildrenIds(itemId).join(', ') || 'none',
    });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 220, flex: 1 }}>
        <RichTreeView
          aria-label="Stations"
          items={ITEMS}
          apiRef={apiRef}
          defaultExpandedItems={['north']}
          onSelectedItemsChange={(_event, itemId) => describe(itemId)}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }} aria-live="polite">
        {details === null ? (
          <Typography variant="body2" color="text.secondary">
            Select an item to read it through the apiRef.
          </Typography>
        ) : (
          <Typography variant="body2" component="div">
            <strong>getItem</strong>: {details.label}
            <br />
            <strong>getParentId</strong>: {details.parent}
            <br />
            <strong>getItemOrderedChildrenIds</strong>: {details.children}
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
