import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaginationLinks() {
  const [page, setPage] = React.useState(1);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {`Showing articles ${(page - 1) * 10 + 1}–${page * 10}`}
      </Typography>
      <Pagination
        count={8}
        page={page}
        renderItem={(item) => (
          <PaginationItem
            {...item}
            component="a"
            // In an app: href={item.page === 1 ? '/articles' : `/articles?page=${item.page}`}
            // A disabled arrow is no link at all.
            href={item.disabled ? undefined : '#'}
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              if (item.page !== null && !item.disabled) {
                setPage(item.page);
              }
            }}
          />
        )}
      />
    </Stack>
  );
}
