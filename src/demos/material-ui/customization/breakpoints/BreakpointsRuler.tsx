import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const { breakpoints } = createTheme();
const keys = breakpoints.keys;
const scaleEnd = 1920;

export default function BreakpointsRuler() {
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', height: 56, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        {keys.map((key, index) => {
          const start = breakpoints.values[key];
          const next = keys[index + 1];
          const end = next ? breakpoints.values[next] : scaleEnd;
          return (
            <Box
              key={key}
              sx={{
                flexGrow: end - start,
                flexBasis: 0,
                minWidth: 0,
                px: 1,
                py: 0.5,
                borderLeft: index === 0 ? 0 : 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                // The range the window is in right now, from the helper's media query.
                [breakpoints.only(key)]: {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                },
              }}
            >
              <Typography variant="subtitle2" component="p">
                {key}
              </Typography>
              <Typography variant="caption" component="p" noWrap>
                {start}px
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        The highlighted range matches the current window width. Widths above 1920px are
        cut off in this drawing.
      </Typography>
    </Box>
  );
}
