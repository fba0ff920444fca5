import * as React from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';

const options = ['Merge commit', 'Squash and merge', 'Rebase and merge'];

export default function SplitButton() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLDivElement | null>(null);
  const open = anchorEl !== null;
  const [selectedIndex, setSelectedIndex] = React.useState(1);
  const anchorRef = React.useRef<HTMLDivElement>(null);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const menuId = React.useId();

  const handleClose = (event: Event) => {
    if (anchorRef.current?.contains(event.target as Node)) {
      return;
    }
    setAnchorEl(null);
  };

  return (
    <React.Fragment>
      <ButtonGroup
        variant="contained"
        ref={anchorRef}
        aria-label="Merge pull request"
      >
        <Button>{options[selectedIndex]}</Button>
        <Button
          ref={toggleRef}
          size="small"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          aria-haspopup="menu"
          aria-label="Choose merge method"
          onClick={() => setAnchorEl(open ? null : anchorRef.current)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
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
            <Paper>
              <ClickAwayListener onClickAway={handleClose}>
                <MenuList
                  id={menuId}
                  autoFocusItem
                  onKeyDown={(event) => {
                    if (event.key === 'Escape' || event.key === 'Tab') {
                      setAnchorEl(null);
                      toggleRef.current?.focus();
                    }
                  }}
                >
                  {options.map((option, index) => (
                    <MenuItem
                      key={option}
                      selected={index === selectedIndex}
                      onClick={() => {
                        setSelectedIndex(index);
                        setAnchorEl(null);
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
    </React.Fragment>
  );
}
