import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ResponsiveSxValues() {
  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 1.5, md: 3 },
        p: { xs: 2, md: 3 },
        width: '100%',
      }}
    >
      <Avatar
        sx={{
          bgcolor: 'secondary.main',
          width: { xs: 40, md: 56 },
          height: { xs: 40, md: 56 },
        }}
      >
        AL
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          component="h3"
          sx={{ fontWeight: 600, fontSize: { xs: '1rem', md: '1.25rem' } }}
        >
          Ada Lovelace
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Analyst, Engine Team
        </Typography>
        <Typography
          variant="body2"
          sx={{ display: { xs: 'none', md: 'block' }, mt: 1, color: 'text.secondary' }}
        >
          Writes the first published algorithm for the Analytical Engine. This line only
          appears from the md breakpoint up.
        </Typography>
      </Box>
      <Button variant="contained" sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}>
        Follow
      </Button>
    </Paper>
  );
}
