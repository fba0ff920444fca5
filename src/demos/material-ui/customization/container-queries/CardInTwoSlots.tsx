import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function EventCard() {
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          display: 'grid',
          gap: 1.5,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', '@360': '64px 1fr auto' },
        }}
      >
        <Box
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 1,
            textAlign: 'center',
            py: 0.5,
            width: 64,
          }}
        >
          <Typography variant="caption" component="p">
            MAR
          </Typography>
          <Typography variant="h6" component="p" sx={{ lineHeight: 1 }}>
            14
          </Typography>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="p">
            Community meetup
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Riverside library, room 2
          </Typography>
        </Box>
        <Chip label="42 going" size="small" sx={{ justifySelf: 'start' }} />
      </Paper>
    </Box>
  );
}

export default function CardInTwoSlots() {
  return (
    <Box sx={{ width: '100%', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 }}>
      <Box>
        <Typography variant="overline" component="p">
          Main column
        </Typography>
        <EventCard />
      </Box>
      <Box>
        <Typography variant="overline" component="p">
          Sidebar
        </Typography>
        <EventCard />
      </Box>
    </Box>
  );
}
