import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import DeleteIcon from '@mui/icons-material/Delete';
import { TransitionGroup } from 'react-transition-group';

const fruits = [
  'Apples',
  'Bananas',
  'Cherries',
  'Dates',
  'Elderberries',
  'Figs',
  'Grapes',
];

export default function TransitionGroupList() {
  const [items, setItems] = React.useState(fruits.slice(0, 3));
  const remaining = fruits.filter((fruit) => !items.includes(fruit));

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="contained"
        disabled={remaining.length === 0}
        onClick={() => {
          const next = remaining[0];
          if (next) {
            setItems((prev) => [next, ...prev]);
          }
        }}
      >
        Add to basket
      </Button>
      <Paper variant="outlined" sx={{ mt: 2, maxWidth: 360, minHeight: 48 }}>
        <List aria-label="Basket">
          <TransitionGroup component={null}>
            {items.map((item) => (
              <Collapse key={item} component="li">
                <ListItem
                  component="div"
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={`Remove ${item}`}
                      onClick={() =>
                        setItems((prev) =>
                          prev.filter((entry) => entry !== item),
                        )
                      }
                    >
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <ListItemText primary={item} />
                </ListItem>
              </Collapse>
            ))}
          </TransitionGroup>
        </List>
      </Paper>
    </Box>
  );
}
