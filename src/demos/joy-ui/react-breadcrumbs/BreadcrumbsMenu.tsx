import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Dropdown from '@mui/joy/Dropdown';
import Link from '@mui/joy/Link';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import MoreHoriz from '@mui/icons-material/MoreHoriz';

const hidden = ['Projects', 'Website', 'Assets'];

export default function BreadcrumbsMenu() {
  return (
    <Breadcrumbs aria-label="Folder path">
      <Link color="neutral" href="#" onClick={(event) => event.preventDefault()}>
        Drive
      </Link>
      <Dropdown>
        <MenuButton size="sm" variant="plain" color="neutral" aria-label="Show hidden folders" sx={{ minHeight: 0, px: 0.5 }}>
          <MoreHoriz />
        </MenuButton>
        <Menu size="sm" disablePortal placement="bottom-start">
          {hidden.map((folder) => (
            <MenuItem key={folder}>{folder}</MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Link color="neutral" href="#" onClick={(event) => event.preventDefault()}>
        Images
      </Link>
      <Typography aria-current="page" sx={{ color: 'text.primary' }}>
        Logos
      </Typography>
    </Breadcrumbs>
  );
}
