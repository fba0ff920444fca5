import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';

const allColumns = ['Order ID', 'Customer', 'Email', 'Country', 'Total', 'Status', 'Created', 'Paid'];

export default function OrderedTransferList() {
  const [chosen, setChosen] = React.useState(['Order ID', 'Customer', 'Total']);
  const [checked, setChecked] = React.useState<string[]>([]);
  const available = allColumns.filter((column) => !chosen.includes(column));

  const toggle = (item: string) => {
    setChecked((prev) =>
      prev.includes(item) ? prev.filter((x) => x !== item) : [...prev, item],
    );
  };

  const add = () => {
    // Added columns go to the end, in the order they are listed on the left.
    setChosen([...chosen, ...available.filter((item) => checked.includes(item))]);
    setChecked(checked.filter((item) => !available.includes(item)));
  };

  const remove = () => {
    setChosen(chosen.filter((item) => !checked.includes(item)));
    setChecked(checked.filter((item) => !chosen.includes(item)));
  };

  const moveBy = (item: string, step: -1 | 1) => {
    const index = chosen.indexOf(item);
    const target = index + step;
    if (target < 0 || target >= chosen.length) {
      return;
    }
    const next = [...chosen];
    next[index] = next[target]!;
    next[target] = item;
    setChosen(next);
  };

  const checkbox = (item: string) => (
    <ListItemIcon sx={{ minWidth: 36 }}>
      <Checkbox
        edge="start"
        size="small"
        checked={checked.includes(item)}
        onChange={() => toggle(item)}
      />
    </ListItemIcon>
  );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      <Paper variant="outlined" sx={{ width: 200, height: 320, overflow: 'auto' }}>
        <Typography variant="subtitle2" component="h3" sx={{ px: 2, pt: 1.5 }}>
          Available columns
        </Typography>
        <List dense aria-label="Available columns">
          {available.map((item) => (
            <ListItem key={item} disablePadding>
              <ListItemButton component="label" role={undefined} tabIndex={-1}>
                {checkbox(item)}
                <ListItemText primary={item} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Stack spacing={1}>
        <IconButton
          aria-label="Add checked columns"
          onClick={add}
          disabled={!available.some((item) => checked.includes(item))}
        >
          <AddIcon />
        </IconButton>
        <IconButton
          aria-label="Remove checked columns"
          onClick={remove}
          disabled={!chosen.some((item) => checked.includes(item))}
        >
          <RemoveIcon />
        </IconButton>
      </Stack>
      <Paper variant="outlined" sx={{ width: 280, height: 320, overflow: 'auto' }}>
        <Typography variant="subtitle2" component="h3" sx={{ px: 2, pt: 1.5 }}>
          Export columns, in order
        </Typography>
        <List dense aria-label="Export columns">
          {chosen.map((item, index) => (
            <ListItem
              key={item}
              disablePadding
              secondaryAction={
                <React.Fragment>
                  <IconButton
                    size="small"
                    aria-label={`Move ${item} up`}
                    disabled={index === 0}
                    onClick={() => moveBy(item, -1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={`Move ${item} down`}
                    disabled={index === chosen.length - 1}
                    onClick={() => moveBy(item, 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </React.Fragment>
              }
            >
              <ListItemButton component="label" role={undefined} tabIndex={-1} sx={{ pr: 10 }}>
                {checkbox(item)}
                <ListItemText primary={`${index + 1}. ${item}`} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
