import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

const not = (a: string[], b: string[]) => a.filter((x) => !b.includes(x));
const intersection = (a: string[], b: string[]) =>
  a.filter((x) => b.includes(x));

export default function TransferList() {
  const [checked, setChecked] = React.useState<string[]>([]);
  const [left, setLeft] = React.useState([
    'Apples',
    'Bananas',
    'Cherries',
    'Dates',
  ]);
  const [right, setRight] = React.useState(['Eggplant', 'Fennel']);

  const leftChecked = intersection(checked, left);
  const rightChecked = intersection(checked, right);

  const toggle = (item: string) => {
    setChecked((prev) =>
      prev.includes(item) ? prev.filter((x) => x !== item) : [...prev, item],
    );
  };

  const moveRight = () => {
    setRight(right.concat(leftChecked));
    setLeft(not(left, leftChecked));
    setChecked(not(checked, leftChecked));
  };

  const moveLeft = () => {
    setLeft(left.concat(rightChecked));
    setRight(not(right, rightChecked));
    setChecked(not(checked, rightChecked));
  };

  const renderList = (items: string[], label: string) => (
    <Paper
      variant="outlined"
      sx={{ width: 180, height: 230, overflow: 'auto' }}
    >
      <List dense aria-label={label}>
        {items.map((item) => {
          const isChecked = checked.includes(item);
          return (
            <ListItem key={item} disablePadding>
              {/* The whole row is the checkbox's label: one control per row. */}
              <ListItemButton component="label" role={undefined} tabIndex={-1}>
                <ListItemIcon>
                  <Checkbox checked={isChecked} onChange={() => toggle(item)} />
                </ListItemIcon>
                <ListItemText primary={item} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {renderList(left, 'Available')}
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            setRight(right.concat(left));
            setLeft([]);
          }}
          disabled={left.length === 0}
          aria-label="Move all right"
        >
          ≫
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={moveRight}
          disabled={leftChecked.length === 0}
          aria-label="Move selected right"
        >
          &gt;
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={moveLeft}
          disabled={rightChecked.length === 0}
          aria-label="Move selected left"
        >
          &lt;
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            setLeft(left.concat(right));
            setRight([]);
          }}
          disabled={right.length === 0}
          aria-label="Move all left"
        >
          ≪
        </Button>
      </Stack>
      {renderList(right, 'Chosen')}
    </Stack>
  );
}
