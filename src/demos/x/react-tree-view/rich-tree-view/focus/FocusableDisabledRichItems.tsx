import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

type Room = {
  id: string;
  label: string;
  booked?: boolean;
  children?: Room[];
};

const ITEMS: Room[] = [
  {
    id: 'floor-1',
    label: 'First floor',
    children: [
      { id: 'atlas', label: 'Atlas (booked)', booked: true },
      { id: 'boreal', label: 'Boreal' },
    ],
  },
  {
    id: 'floor-2',
    label: 'Second floor',
    children: [
      { id: 'cobalt', label: 'Cobalt' },
      { id: 'delta', label: 'Delta (booked)', booked: true },
    ],
  },
];

export default function FocusableDisabledRichItems() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        aria-label="Meeting rooms"
        items={ITEMS}
        defaultExpandedItems={['floor-1', 'floor-2']}
        isItemDisabled={(item) => Boolean(item.booked)}
        disabledItemsFocusable
      />
    </Box>
  );
}
