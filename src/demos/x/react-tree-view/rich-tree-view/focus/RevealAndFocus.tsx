import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'components',
        label: 'components',
        children: [
          { id: 'button', label: 'Button.tsx' },
          { id: 'dialog', label: 'Dialog.tsx' },
        ],
      },
      {
        id: 'hooks',
        label: 'hooks',
        children: [{ id: 'use-theme', label: 'useTheme.ts' }],
      },
    ],
  },
  { id: 'package', label: 'package.json' },
];

// Every item's parent, computed once from the data.
function collectParents(items: TreeViewBaseItem[], parentId: string | null, result: Map<string, string | null>) {
  for (const item of items) {
    result.set(item.id, parentId);
    collectParents(item.children ?? [], item.id, result);
  }
  return result;
}
const PARENTS = collectParents(ITEMS, null, new Map());

const TARGETS = [
  { id: 'dialog', label: 'Dialog.tsx' },
  { id: 'use-theme', label: 'useTheme.ts' },
  { id: 'package', label: 'package.json' },
];

export default function RevealAndFocus() {
  const apiRef = useRichTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const [target, setTarget] = React.useState('dialog');
  // The item to focus once its ancestors are rendered.
  const pendingFocus = React.useRef<string | null>(null);

  const reveal = () => {
    const ancestors: string[] = [];
    let parent = PARENTS.get(target) ?? null;
    while (parent !== null) {
      ancestors.push(parent);
      parent = PARENTS.get(parent) ?? null;
    }
    pendingFocus.current = target;
    // Always a new array, so the effect below runs even when nothing new is expanded.
    setExpandedItems((previous) => Array.from(new Set([...previous, ...ancestors])));
  };

  // After the new expansion is committed, wait one frame so that the tree has rendered the
  // newly visible items, then focus the target.
  React.useEffect(() => {
    const itemId = pendingFocus.current;
    if (itemId === null) {
      return undefined;
    }
    const frame = requestAnimationFrame(() => {
      apiRef.current?.focusItem(null, itemId);
      pendingFocus.current = null;
    });
    return () => cancelAnimationFrame(frame);
  }, [apiRef, expandedItems]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="File"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          {TARGETS.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={reveal}>
          Reveal and focus
        </Button>
      </Stack>
      <Box sx={{ minHeight: 240, minWidth: 250 }}>
        <RichTreeView
          aria-label="Project files"
          items={ITEMS}
          apiRef={apiRef}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        />
      </Box>
    </Stack>
  );
}
