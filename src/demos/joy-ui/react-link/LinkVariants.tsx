import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function LinkVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Link href="#link-variants">Default</Link>
      <Link href="#link-variants" variant="plain">
        Plain
      </Link>
      <Link href="#link-variants" variant="soft">
        Soft
      </Link>
      <Link href="#link-variants" variant="outlined">
        Outlined
      </Link>
      <Link href="#link-variants" variant="solid">
        Solid
      </Link>
      <Link href="#link-variants" endDecorator={<OpenInNewIcon />}>
        With decorator
      </Link>
      {/* disabled only styles the link: aria-disabled tells assistive technology. */}
      <Link disabled aria-disabled>
        Disabled
      </Link>
    </Box>
  );
}
