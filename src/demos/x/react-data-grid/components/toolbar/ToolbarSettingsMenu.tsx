import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  DataGrid,
  GridColDef,
  GridDensity,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

type Book = { id: number; title: string; author: string; pages: number };

const rows: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', pages: 304 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', pages: 264 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', pages: 224 },
  { id: 4, title: 'The Dispossessed', author: 'Ursula K. Le Guin', pages: 387 },
  { id: 5, title: 'Hyperion', author: 'Dan Simmons', pages: 482 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 150 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
];

const DENSITIES: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
];

// Settings that are not grid state live in a context shared with the component that renders the grid.
const BordersContext = React.createContext({ borders: false, toggleBorders: () => {} });

function SettingsToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const { borders, toggleBorders } = React.useContext(BordersContext);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = anchor !== null;

  return (
    <Toolbar>
      <Tooltip title="Settings">
        <ToolbarButton
          id="settings-menu-trigger"
          aria-controls={open ? 'settings-menu' : undefined}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <SettingsIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="settings-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'settings-menu-trigger' } }}
      >
        {DENSITIES.map((option) => (
          <MenuItem
            key={option.value}
            onClick={() => apiRef.current.setDensity(option.value)}
          >
            <ListItemIcon>
              {density === option.value && <CheckIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={toggleBorders}>
          <ListItemIcon>{borders && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>Column borders</ListItemText>
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}

export default function ToolbarSettingsMenu() {
  const [borders, setBorders] = React.useState(false);
  const settings = React.useMemo(
    () => ({ borders, toggleBorders: () => setBorders((value) => !value) }),
    [borders],
  );
  return (
    <BordersContext.Provider value={settings}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ toolbar: SettingsToolbar }}
          showToolbar
          showCellVerticalBorder={borders}
          showColumnVerticalBorder={borders}
          hideFooter
        />
      </Box>
    </BordersContext.Provider>
  );
}
