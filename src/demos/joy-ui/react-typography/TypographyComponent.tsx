import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function TypographyComponent() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      {/* Structurally a section heading (h2), styled as a card title. */}
      <Typography level="title-lg" component="h2">
        Monthly report
      </Typography>
      {/* Looks like a big heading, but it is a number, not a heading. */}
      <Typography level="h2" component="p">
        € 12,480
      </Typography>
      <Typography level="body-sm" component="time" dateTime="2025-03-31">
        Updated 31 March 2025
      </Typography>
    </Card>
  );
}
