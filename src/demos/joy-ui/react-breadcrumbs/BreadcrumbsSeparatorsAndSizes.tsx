import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';

const sizes = ['sm', 'md', 'lg'] as const;

export default function BreadcrumbsSeparatorsAndSizes() {
  return (
    <Stack spacing={1}>
      {sizes.map((size) => (
        <Breadcrumbs
          key={size}
          size={size}
          separator={<ChevronRightRoundedIcon fontSize="small" />}
          aria-label={`breadcrumbs ${size}`}
        >
          <Link color="neutral" href="#breadcrumbs-separators" startDecorator={<HomeRoundedIcon />}>
            Home
          </Link>
          <Link color="neutral" href="#breadcrumbs-separators">
            Settings
          </Link>
          <Typography aria-current="page">Size {size}</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
