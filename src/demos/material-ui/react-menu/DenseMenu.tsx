import * as React from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import CheckIcon from '@mui/icons-material/Check';

const spacings = ['Single', '1.15', 'Double'];

export default function DenseMenu() {
  const [spacing, setSpacing] = React.useState('1.15');

  return (
    <Paper sx={{ width: 280 }}>
      <MenuList dense aria-label="Line spacing">
        {spacings.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={spacing === option}
            onClick={() => setSpacing(option)}
          >
            {spacing === option ? (
              <ListItemIcon>
                <CheckIcon fontSize="small" />
              </ListItemIcon>
            ) : null}
            <ListItemText inset={spacing !== option}>{option}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem>
          <ListItemText inset>Add space before paragraph</ListItemText>
        </MenuItem>
        <MenuItem>
          <ListItemText inset>Add space after paragraph</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
