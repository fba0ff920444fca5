import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';

const countries = [
  'Argentina', 'Australia', 'Austria', 'Belgium', 'Brazil', 'Canada', 'Chile',
  'Denmark', 'Finland', 'France', 'Germany', 'Ghana', 'India', 'Ireland',
  'Italy', 'Japan', 'Kenya', 'Mexico', 'Netherlands', 'Norway', 'Portugal',
  'Spain', 'Sweden',
];

interface ColumnProps {
  title: string;
  items: string[];
  checked: string[];
  onToggle: (item: string) => void;
}

function Column({ title, items, checked, onToggle }: ColumnProps) {
  const [query, setQuery] = React.useState('');
  const visible = items.filter((item) =>
    item.toLowerCase().includes(query.trim().toLowerCase()),
  );

  return (
    <Paper variant="outlined" sx={{ width: 220, p: 1 }}>
      <Typography variant="subtitle2" component="h3" sx={{ px: 1, pb: 1 }}>
        {title} ({items.length})
      </Typography>
      <TextField
        size="small"
        fullWidth
        placeholder="Filter"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': `Filter ${title.toLowerCase()}` },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <List dense aria-label={title} sx={{ height: 220, overflow: 'auto' }}>
        {visible.map((item) => (
          <ListItem key={item} disablePadding>
            <ListItemButton component="label" role={undefined} tabIndex={-1}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={checked.includes(item)}
                  onChange={() => onToggle(item)}
                />
              </ListItemIcon>
              <ListItemText primary={item} />
            </ListItemButton>
          </ListItem>
        ))}
        {visible.length === 0 ? (
          <ListItem>
            <ListItemText secondary="No matches" />
          </ListItem>
        ) : null}
      </List>
    </Paper>
  );
}

export default function SearchableTransferList() {
  const [left, setLeft] = React.useState(countries.slice(3));
  const [right, setRight] = React.useState(countries.slice(0, 3));
  const [checked, setChecked] = React.useState<string[]>([]);

  const leftChecked = checked.filter((item) => left.includes(item));
  const rightChecked = checked.filter((item) => right.includes(item));
  const byName = (a: string, b: string) => a.localeCompare(b);

  const toggle = (item: string) => {
    setChecked((prev) =>
      prev.includes(item) ? prev.filter((x) => x !== item) : [...prev, item],
    );
  };

  const move = (items: string[], toRight: boolean) => {
    const from = toRight ? left : right;
    const to = toRight ? right : left;
    const nextFrom = from.filter((item) => !items.includes(item));
    const nextTo = [...to, ...items].sort(byName);
    setLeft(toRight ? nextFrom : nextTo);
    setRight(toRight ? nextTo : nextFrom);
    setChecked((prev) => prev.filter((item) => !items.includes(item)));
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'center' }}
    >
      <Column title="Available countries" items={left} checked={checked} onToggle={toggle} />
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          disabled={leftChecked.length === 0}
          onClick={() => move(leftChecked, true)}
        >
          Add ({leftChecked.length})
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={rightChecked.length === 0}
          onClick={() => move(rightChecked, false)}
        >
          Remove ({rightChecked.length})
        </Button>
      </Stack>
      <Column title="Shipping to" items={right} checked={checked} onToggle={toggle} />
    </Stack>
  );
}
