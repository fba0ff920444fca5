import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaginationButtons() {
  return (
    <Stack spacing={2}>
      <div>
        <Typography
          variant="caption"
          component="div"
          sx={{ color: 'text.secondary' }}
        >
          showFirstButton showLastButton
        </Typography>
        <Pagination
          count={12}
          defaultPage={6}
          showFirstButton
          showLastButton
          aria-label="Pagination with first and last buttons"
        />
      </div>
      <div>
        <Typography
          variant="caption"
          component="div"
          sx={{ color: 'text.secondary' }}
        >
          hidePrevButton hideNextButton
        </Typography>
        <Pagination
          count={12}
          defaultPage={6}
          hidePrevButton
          hideNextButton
          aria-label="Pagination without arrows"
        />
      </div>
    </Stack>
  );
}
