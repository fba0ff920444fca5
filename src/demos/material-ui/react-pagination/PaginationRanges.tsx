import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const examples = [
  { label: 'Defaults (siblingCount 1, boundaryCount 1)', props: {} },
  { label: 'siblingCount={0}', props: { siblingCount: 0 } },
  { label: 'siblingCount={2}', props: { siblingCount: 2 } },
  { label: 'boundaryCount={2}', props: { boundaryCount: 2 } },
  {
    label: 'First and last buttons',
    props: { showFirstButton: true, showLastButton: true },
  },
];

export default function PaginationRanges() {
  return (
    <Stack spacing={2}>
      {examples.map((example) => (
        <div key={example.label}>
          <Typography variant="caption" component="div" sx={{ mb: 0.5 }}>
            {example.label}
          </Typography>
          <Pagination count={20} defaultPage={10} {...example.props} />
        </div>
      ))}
    </Stack>
  );
}
