import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';

const not = (a: string[], b: string[]) => a.filter((x) => !b.includes(x));
const intersection = (a: string[], b: string[]) =>
  a.filter((x) => b.includes(x));

interface ColumnProps {
  title: string;
  items: string[];
  checked: string[];
  onToggle: (item: string) => void;
  onToggleAll: (items: string[]) => void;
}

function Column({ title, items, checked, onToggle, onToggleAll }: ColumnProps) {
  const count = intersection(checked, items).length;

  return (
    <Card variant="outlined" sx={{ width: 220 }}>
      <CardHeader
        sx={{ px: 2, py: 1 }}
        avatar={
          <Checkbox
            onClick={() => onToggleAll(items)}
            checked={count === items.length && items.length !== 0}
            indeterminate={count !== items.length && count !== 0}
            disabled={items.length === 0}
            slotProps={{ input: { 'aria-label': `Select all in ${title}` } }}
          />
        }
        title={title}
        subheader={`${count}/${items.length} selected`}
      />
      <Divider />
      <List dense aria-label={title} sx={{ height: 220, overflow: 'auto' }}>
        {items.map((item) => (
          <ListItem key={item} disablePadding>
            <ListItemButton component="label" role={undefined} tabIndex={-1}>
              <ListItemIcon>
                <Checkbox
                  checked={checked.includes(item)}
                  onChange={() => onToggle(item)}
                />
              </ListItemIcon>
              <ListItemText primary={item} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

export default function SelectAllTransferList() {
  const [checked, setChecked] = React.useState<string[]>([]);
  const [left, setLeft] = React.useState([
    'Analytics',
    'Billing',
    'Calendar',
    'Chat',
    'Files',
  ]);
  const [right, setRight] = React.useState(['Profile', 'Settings']);

  const leftChecked = intersection(checked, left);
  const rightChecked = intersection(checked, right);

  const toggle = (item: string) =>
    setChecked((prev) =>
      prev.includes(item) ? prev.filter((x) => x !== item) : [...prev, item],
    );

  const toggleAll = (items: string[]) =>
    setChecked((prev) =>
      intersection(prev, items).length === items.length
        ? not(prev, items)
        : [...not(prev, items), ...items],
    );

  const move = (from: 'left' | 'right') => {
    const moving = from === 'left' ? leftChecked : rightChecked;
    if (from === 'left') {
      setLeft(not(left, moving));
      setRight(right.concat(moving));
    } else {
      setRight(not(right, moving));
      setLeft(left.concat(moving));
    }
    setChecked(not(checked, moving));
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Column
        title="Available modules"
        items={left}
        checked={checked}
        onToggle={toggle}
        onToggleAll={toggleAll}
      />
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => move('left')}
          disabled={leftChecked.length === 0}
        >
          Add &gt;
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => move('right')}
          disabled={rightChecked.length === 0}
        >
          &lt; Remove
        </Button>
      </Stack>
      <Column
        title="Enabled modules"
        items={right}
        checked={checked}
        onToggle={toggle}
        onToggleAll={toggleAll}
      />
    </Stack>
  );
}
