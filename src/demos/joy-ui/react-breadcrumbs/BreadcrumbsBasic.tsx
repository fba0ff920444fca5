import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BreadcrumbsBasic() {
  return (
    <Breadcrumbs aria-label="breadcrumbs">
      <Link color="neutral" href="#breadcrumbs-basic">
        Home
      </Link>
      <Link color="neutral" href="#breadcrumbs-basic">
        Catalog
      </Link>
      <Typography aria-current="page">Running shoes</Typography>
    </Breadcrumbs>
  );
}
