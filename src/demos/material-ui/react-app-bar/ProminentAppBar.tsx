import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MoreIcon from '@mui/icons-material/MoreVert';
import SearchIcon from '@mui/icons-material/Search';

export default function ProminentAppBar() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <AppBar position="static">
        <Toolbar sx={{ alignItems: 'flex-start', pt: 1, pb: 2, minHeight: 128 }}>
          <IconButton size="large" edge="start" color="inherit" aria-label="Open navigation" sx={{ mr: 2 }}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h5" component="div" sx={{ flexGrow: 1, alignSelf: 'flex-end' }}>
            Photo library
          </Typography>
          <IconButton size="large" color="inherit" aria-label="Search photos">
            <SearchIcon />
          </IconButton>
          <IconButton size="large" edge="end" color="inherit" aria-label="More options">
            <MoreIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
