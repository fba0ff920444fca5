import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const features = [
  { title: 'Offline mode', text: 'Edits are kept on the device and synced later.' },
  {
    title: 'Shared folders',
    text: 'Invite people by email, choose who can edit, and see who changed what in the history panel.',
  },
  { title: 'Exports', text: 'PDF, CSV and Markdown.' },
];

export default function GridEqualHeight() {
  return (
    <Grid container spacing={2} sx={{ width: 1 }}>
      {features.map((feature) => (
        <Grid key={feature.title} size={{ xs: 12, sm: 4 }}>
          {/* height: 1 (100%) stretches each card to the tallest item of the row. */}
          <Box
            sx={{
              height: 1,
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
            }}
          >
            <Box sx={{ fontWeight: 'fontWeightBold', mb: 0.5 }}>{feature.title}</Box>
            <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{feature.text}</Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
