import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const sortOptions = ['Newest first', 'Oldest first', 'Most commented'];

export default function MenuListComposition() {
  const [open, setOpen] = React.useState(false);
  const [sort, setSort] = React.useState(sortOptions[0]);
  // State rather than a ref: the Popper needs the element during render.
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const idPrefix = React.useId();

  const close = () => {
    setOpen(false);
    anchorEl?.focus();
  };

  const handleClickAway = (event: Event | React.SyntheticEvent) => {
    if (anchorEl?.contains(event.target as Node)) {
      return;
    }
    setOpen(false);
  };

  const handleListKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', minHeight: 200 }}>
      <Button
        ref={setAnchorEl}
        id={`${idPrefix}-button`}
        variant="outlined"
        aria-controls={open ? `${idPrefix}-menu` : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-haspopup="true"
        onClick={() => setOpen((previous) => !previous)}
      >
        Sort: {sort}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The page behind the list stays usable: there is no backdrop.
      </Typography>
      <Popper
        open={open}
        anchorEl={anchorEl}
        placement="bottom-start"
        transition
        disablePortal
        sx={{ zIndex: 1 }}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }}>
            <Paper elevation={4}>
              <ClickAwayListener onClickAway={handleClickAway}>
                <MenuList
                  autoFocusItem={open}
                  id={`${idPrefix}-menu`}
                  aria-labelledby={`${idPrefix}-button`}
                  onKeyDown={handleListKeyDown}
                >
                  {sortOptions.map((option) => (
                    <MenuItem
                      key={option}
                      selected={option === sort}
                      onClick={() => {
                        setSort(option);
                        close();
                      }}
                    >
                      {option}
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Stack>
  );
}
