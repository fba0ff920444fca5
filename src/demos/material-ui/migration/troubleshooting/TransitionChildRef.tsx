import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface NoticeProps extends React.HTMLAttributes<HTMLDivElement> {
  heading: string;
}

// Fade gives its child a ref and a `style` with the opacity it animates. The child must
// forward the ref to a DOM element and spread the rest of its props onto it.
const Notice = React.forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { heading, children, ...other },
  ref,
) {
  return (
    <Box
      ref={ref}
      {...other}
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="subtitle2" component="p">
        {heading}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {children}
      </Typography>
    </Box>
  );
});

export default function TransitionChildRef() {
  const [shown, setShown] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Button
        variant="outlined"
        onClick={() => setShown((previous) => !previous)}
        aria-expanded={shown}
        aria-controls="migration-notice"
        sx={{ alignSelf: 'flex-start' }}
      >
        {shown ? 'Hide notice' : 'Show notice'}
      </Button>
      <Box sx={{ minHeight: 96 }}>
        <Fade in={shown}>
          <Notice id="migration-notice" heading="Upgrade finished">
            The transition reaches the DOM node through the forwarded ref.
          </Notice>
        </Fade>
      </Box>
    </Stack>
  );
}
