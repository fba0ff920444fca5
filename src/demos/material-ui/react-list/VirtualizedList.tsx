import * as React from 'react';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { List, type RowComponentProps } from 'react-window';

const itemCount = 1000;

function Row({ index, style, ariaAttributes }: RowComponentProps) {
  return (
    <ListItem style={style} component="div" disablePadding {...ariaAttributes}>
      <ListItemButton>
        <ListItemText primary={`Order #${10001 + index}`} />
      </ListItemButton>
    </ListItem>
  );
}

export default function VirtualizedList() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <List
        aria-label={`Orders, ${itemCount} items`}
        rowComponent={Row}
        rowCount={itemCount}
        rowHeight={48}
        rowProps={{}}
        defaultHeight={336}
        overscanCount={4}
        style={{ height: 336 }}
      />
    </Paper>
  );
}
