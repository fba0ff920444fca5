import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export default function ArticleTypesetting() {
  return (
    <Box component="article" sx={{ maxWidth: '65ch', mx: 'auto' }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        Gardening · 6 min read
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 600 }} gutterBottom>
        Raised beds on a small balcony
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary' }} gutterBottom>
        What grows in 40 centimetres of soil, and what to leave to the allotment.
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Typography variant="body1" sx={{ mb: 2 }}>
        Herbs and salad leaves do well in shallow beds: their roots stay near the
        surface and they forgive a missed watering. Tomatoes need a deeper pot and a
        sheltered corner.
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        Line lengths of 60 to 75 characters are the easiest to read, which is why this
        column stops at <code>65ch</code> however wide the screen is.
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        Photo notes and planting plan by the author.
      </Typography>
    </Box>
  );
}
