import * as React from 'react';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const title = 'Quarterly report for the northern region, final version';

export default function TextOverflowMenu() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Paper sx={{ width: 220 }}>
        <MenuList aria-label="Recent documents, one line each">
          <MenuItem>
            <Typography variant="inherit" noWrap>
              {title}
            </Typography>
          </MenuItem>
          <MenuItem>
            <Typography variant="inherit" noWrap>
              Meeting notes
            </Typography>
          </MenuItem>
        </MenuList>
      </Paper>
      <Paper sx={{ width: 220 }}>
        <MenuList aria-label="Recent documents, wrapped">
          <MenuItem sx={{ whiteSpace: 'normal' }}>
            <ListItemText>{title}</ListItemText>
          </MenuItem>
          <MenuItem sx={{ whiteSpace: 'normal' }}>
            <ListItemText>Meeting notes</ListItemText>
          </MenuItem>
        </MenuList>
      </Paper>
    </Stack>
  );
}
