import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function OneOffSx() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Card variant="outlined" sx={{ flex: 1 }}>
        <CardContent>
          <Typography variant="subtitle2">Default card</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No customization.
          </Typography>
        </CardContent>
      </Card>
      <Card
        variant="outlined"
        sx={{
          flex: 1,
          borderRadius: 3,
          borderColor: 'primary.main',
          borderLeftWidth: 6,
          // Responsive value: more padding from the sm breakpoint up.
          p: { xs: 0, sm: 1 },
        }}
      >
        <CardContent>
          <Typography variant="subtitle2" sx={{ color: 'primary.main' }}>
            Card with sx
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            Rounded, accented and padded for this one instance.
          </Typography>
          <Button
            size="small"
            variant="contained"
            sx={{ borderRadius: 5, px: 3, textTransform: 'none' }}
          >
            Pill button
          </Button>
        </CardContent>
      </Card>
    </Stack>
  );
}
