import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function FixedContainer() {
  const ref = React.useRef<HTMLDivElement>(null);
  const [width, setWidth] = React.useState<number | null>(null);

  React.useEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    const observer = new ResizeObserver(() => setWidth(element.offsetWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      sx={{ width: '100%', bgcolor: 'action.hover', py: 2, borderRadius: 1 }}
    >
      <Container fixed ref={ref}>
        <Box
          sx={{
            height: 120,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Typography variant="subtitle1">Fixed container</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Current width: {width === null ? 'measuring' : `${width}px`}. Resize
            the window: it only changes at breakpoints.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
