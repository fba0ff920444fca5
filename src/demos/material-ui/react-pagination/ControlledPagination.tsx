import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const pageSize = 3;
const orders = Array.from({ length: 14 }, (_, index) => ({
  id: 1040 + index,
  total: 12 + ((index * 7) % 30),
}));

export default function ControlledPagination() {
  const [page, setPage] = React.useState(1);
  const pageCount = Math.ceil(orders.length / pageSize);
  const visible = orders.slice((page - 1) * pageSize, page * pageSize);

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Page {page} of {pageCount}
      </Typography>
      <List dense sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {visible.map((order) => (
          <ListItem key={order.id}>
            <ListItemText
              primary={`Order #${order.id}`}
              secondary={`${order.total} €`}
            />
          </ListItem>
        ))}
      </List>
      <Pagination
        count={pageCount}
        page={page}
        onChange={(_event, value: number) => setPage(value)}
        color="primary"
      />
    </Stack>
  );
}
