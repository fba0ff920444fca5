/**
 * The version menu of the product being read, opened from the navbar's version button. Loaded on
 * demand.
 */
import React, {type ReactNode} from 'react';
import RouterLink from '../RouterLink';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckRounded from '@mui/icons-material/CheckRounded';
import type {VersionMenuEntry} from '../../utils/versionMenu';
import MuiScope from '../MuiScope';

interface VersionMenuProps {
  readonly id: string;
  readonly labelledBy: string;
  readonly anchor: HTMLElement | null;
  readonly entries: readonly VersionMenuEntry[];
  readonly onClose: () => void;
}

export default function VersionMenu({id, labelledBy, anchor, entries, onClose}: VersionMenuProps): ReactNode {
  return (
    <MuiScope>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{list: {'aria-labelledby': labelledBy}}}>
        {entries.map((entry, index) =>
          entry.kind === 'divider' ? (
            <Divider key={`divider-${index}`} />
          ) : entry.external ? (
            <MenuItem key={entry.href} component="a" href={entry.href} onClick={onClose}>
              <ListItemText inset primary={entry.label} />
            </MenuItem>
          ) : (
            <MenuItem key={entry.href} component={RouterLink} to={entry.href} selected={entry.selected} onClick={onClose}>
              {entry.selected ? (
                <ListItemIcon>
                  <CheckRounded fontSize="small" />
                </ListItemIcon>
              ) : null}
              <ListItemText inset={!entry.selected} primary={entry.label} />
            </MenuItem>
          ),
        )}
      </Menu>
    </MuiScope>
  );
}
