import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { TransitionProps } from '@mui/material/transitions';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'music',
    label: 'Music',
    children: [
      {
        id: 'jazz',
        label: 'Jazz',
        children: [
          { id: 'bebop', label: 'Bebop' },
          { id: 'swing', label: 'Swing' },
        ],
      },
      { id: 'rock', label: 'Rock' },
    ],
  },
  { id: 'podcasts', label: 'Podcasts', children: [{ id: 'science', label: 'Science' }] },
];

// Collapses the children like the default transition, and fades and slides them in as well.
function SlideFadeCollapse(props: TransitionProps & { children?: React.ReactNode }) {
  const { in: open, ...other } = props;
  return (
    <Collapse
      {...other}
      in={open}
      timeout={400}
      sx={{
        '& > .MuiCollapse-wrapper': {
          opacity: open ? 1 : 0,
          transform: open ? 'none' : 'translateX(16px)',
          transition: 'opacity 400ms, transform 400ms',
        },
      }}
    />
  );
}

function AnimatedTreeItem(props: TreeItemProps) {
  return <TreeItem {...props} slots={{ groupTransition: SlideFadeCollapse }} />;
}

export default function RichCustomTransition() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView aria-label="Library" items={ITEMS} slots={{ item: AnimatedTreeItem }} />
    </Box>
  );
}
