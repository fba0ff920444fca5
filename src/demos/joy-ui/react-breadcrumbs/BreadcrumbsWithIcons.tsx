import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import HomeRounded from '@mui/icons-material/HomeRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';

export default function BreadcrumbsWithIcons() {
  return (
    <Breadcrumbs aria-label="File location">
      <Link color="neutral" href="#" onClick={(event) => event.preventDefault()} startDecorator={<HomeRounded />}>
        Home
      </Link>
      <Link color="neutral" href="#" onClick={(event) => event.preventDefault()} startDecorator={<FolderRounded />}>
        Invoices
      </Link>
      <Typography startDecorator={<DescriptionRounded />} aria-current="page" sx={{ color: 'text.primary' }}>
        March.pdf
      </Typography>
    </Breadcrumbs>
  );
}
