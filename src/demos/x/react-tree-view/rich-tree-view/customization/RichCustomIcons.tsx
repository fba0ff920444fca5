import Box from '@mui/material/Box';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'fruits',
    label: 'Fruits',
    children: [
      { id: 'apple', label: 'Apple' },
      {
        id: 'citrus',
        label: 'Citrus',
        children: [
          { id: 'lemon', label: 'Lemon' },
          { id: 'orange', label: 'Orange' },
        ],
      },
    ],
  },
  { id: 'vegetables', label: 'Vegetables', children: [{ id: 'leek', label: 'Leek' }] },
  { id: 'bread', label: 'Bread' },
];

// An icon drawn from scratch with SvgIcon: a small dot for items without children.
function DotIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props} sx={{ opacity: 0.5, ...props.sx }}>
      <circle cx="12" cy="12" r="4" />
    </SvgIcon>
  );
}

export default function RichCustomIcons() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeView
        aria-label="Groceries"
        items={ITEMS}
        defaultExpandedItems={['fruits']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: DotIcon,
        }}
      />
    </Box>
  );
}
