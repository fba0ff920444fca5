import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'reports',
    label: 'Reports',
    children: [
      { id: 'sales', label: 'Sales' },
      { id: 'traffic', label: 'Traffic' },
      { id: 'retention', label: 'Retention' },
    ],
  },
  { id: 'exports', label: 'Exports', children: [{ id: 'csv', label: 'CSV files' }] },
];

export default function ApiSelection() {
  const apiRef = useRichTreeViewApiRef();
  const [selected, setSelected] = React.useState<string[]>([]);

  const select = (event: React.SyntheticEvent, itemId: string, keepExistingSelection: boolean) => {
    apiRef.current?.setItemSelection({ event, itemId, shouldBeSelected: true, keepExistingSelection });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => select(event, 'sales', false)}>
          Select only Sales
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => select(event, 'traffic', true)}>
          Add Traffic
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.setItemSelection({
              event,
              itemId: 'sales',
              shouldBeSelected: false,
              keepExistingSelection: true,
            })
          }
        >
          Deselect Sales
        </Button>
      </Stack>
      <Box sx={{ minHeight: 220, minWidth: 250 }}>
        <RichTreeView
          aria-label="Dashboards"
          items={ITEMS}
          apiRef={apiRef}
          multiSelect
          defaultExpandedItems={['reports']}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Selected: {selected.length === 0 ? 'none' : selected.join(', ')}
      </Typography>
    </Stack>
  );
}
