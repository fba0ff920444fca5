import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import usePagination from '@mui/material/usePagination';

const pageCount = 9;

export default function UsePagination() {
  const [page, setPage] = React.useState(1);
  const { items } = usePagination({
    count: pageCount,
    page,
    onChange: (_event, value) => setPage(value),
  });

  return (
    <div>
      <Box component="nav" aria-label="Gallery pages">
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            display: 'flex',
            gap: 0.5,
            p: 0,
            m: 0,
            flexWrap: 'wrap',
          }}
        >
          {items.map(({ page: itemPage, type, selected, ...item }, index) => {
            let children: React.ReactNode;
            if (type === 'start-ellipsis' || type === 'end-ellipsis') {
              children = (
                <Box component="span" sx={{ px: 1 }} aria-hidden>
                  …
                </Box>
              );
            } else {
              const label =
                type === 'page'
                  ? String(itemPage)
                  : type === 'previous'
                    ? 'Previous'
                    : 'Next';
              children = (
                <Box
                  component="button"
                  type="button"
                  aria-current={selected ? 'page' : undefined}
                  aria-label={type === 'page' ? `Page ${itemPage}` : undefined}
                  {...item}
                  sx={{
                    font: 'inherit',
                    minWidth: 36,
                    height: 36,
                    px: 1,
                    borderRadius: 1,
                    border: 1,
                    borderColor: selected ? 'primary.main' : 'divider',
                    bgcolor: selected ? 'primary.main' : 'background.paper',
                    color: selected ? 'primary.contrastText' : 'text.primary',
                    fontWeight: selected ? 700 : 400,
                    cursor: 'pointer',
                    '&:disabled': { color: 'text.disabled', cursor: 'default' },
                    '&:focus-visible': {
                      outline: 2,
                      outlineColor: 'primary.main',
                      outlineOffset: 2,
                    },
                  }}
                >
                  {label}
                </Box>
              );
            }
            return <li key={`${type}-${index}`}>{children}</li>;
          })}
        </Box>
      </Box>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        Showing photos {(page - 1) * 12 + 1}–{page * 12} (page {page} of {pageCount})
      </Typography>
    </div>
  );
}
