import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const ITEMS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'docs',
    label: 'Documents',
    children: [
      { id: 'docs-invoices', label: 'Invoices' },
      {
        id: 'docs-contracts',
        label: 'Contracts',
        children: [
          { id: 'docs-contracts-2021', label: '2021' },
          { id: 'docs-contracts-2022', label: '2022' },
        ],
      },
    ],
  },
  {
    id: 'photos',
    label: 'Photos',
    children: [{ id: 'photos-holidays', label: 'Holidays' }],
  },
  { id: 'music', label: 'Music' },
];

export default function BasicRichTreeView() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeView
        aria-label="Personal files"
        items={ITEMS}
        defaultExpandedItems={['docs']}
      />
    </Box>
  );
}
