import * as React from 'react';
import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export default function ContainerFixed() {
  const [fixed, setFixed] = React.useState(true);
  const [width, setWidth] = React.useState<number | null>(null);
  const ref = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) {
        setWidth(Math.round(entry.contentRect.width));
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box sx={{ width: 1 }}>
      <FormControlLabel
        control={<Switch checked={fixed} onChange={(event) => setFixed(event.target.checked)} />}
        label="fixed"
      />
      <Box sx={{ bgcolor: 'action.hover', py: 1, overflow: 'hidden' }}>
        <Container fixed={fixed} ref={ref}>
          <Box
            sx={{
              p: 1,
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontFamily: 'monospace',
              fontSize: 13,
              minHeight: 40,
            }}
          >
            {fixed ? 'fixed' : 'fluid'}: content width {width === null ? '…' : `${width}px`}
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
