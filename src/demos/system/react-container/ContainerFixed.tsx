import * as React from 'react';
import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

interface Measures {
  viewport: number;
  fluid: string;
  fixed: string;
}

export default function ContainerFixed() {
  const fluidRef = React.useRef<HTMLDivElement>(null);
  const fixedRef = React.useRef<HTMLDivElement>(null);
  const [measures, setMeasures] = React.useState<Measures | null>(null);

  // The containers' max-width comes from media queries on the viewport; read
  // what the browser applies now, and again after every resize.
  React.useEffect(() => {
    const update = () => {
      if (fluidRef.current && fixedRef.current) {
        setMeasures({
          viewport: window.innerWidth,
          fluid: getComputedStyle(fluidRef.current).maxWidth,
          fixed: getComputedStyle(fixedRef.current).maxWidth,
        });
      }
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  const rows = [
    { label: 'maxWidth="lg" (fluid)', ref: fluidRef, fixed: false, value: measures?.fluid },
    { label: 'fixed', ref: fixedRef, fixed: true, value: measures?.fixed },
  ];

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ fontSize: 14, color: 'text.secondary', minHeight: 21 }}>
        Viewport width: {measures ? `${measures.viewport}px` : '…'}
      </Box>
      {rows.map((row) => (
        <Box key={row.label} sx={{ bgcolor: 'action.hover', py: 1, overflow: 'hidden' }}>
          <Container ref={row.ref} fixed={row.fixed} maxWidth="lg">
            <Box
              sx={{
                p: 1,
                borderRadius: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontFamily: 'monospace',
                fontSize: 13,
              }}
            >
              {row.label}: max-width {row.value ?? '…'}
            </Box>
          </Container>
        </Box>
      ))}
    </Box>
  );
}
