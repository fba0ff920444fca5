import Box from '@mui/system/Box';
import Link from '@mui/material/Link';
import { visuallyHidden } from '@mui/utils';

export default function VisuallyHiddenLink() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Link href="#visually-hidden-release-notes">
        Read more
        <Box component="span" sx={visuallyHidden}>
          {' '}
          about the 7.3 release notes
        </Box>
      </Link>
      <Box
        component="p"
        id="visually-hidden-release-notes"
        sx={{ m: 0, color: 'text.secondary', typography: 'body2' }}
      >
        Sighted users see &quot;Read more&quot;; screen readers announce the full
        link text.
      </Box>
    </Box>
  );
}
