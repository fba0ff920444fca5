import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function CardOverflowFooter() {
  return (
    <Card variant="outlined" sx={{ width: 320 }}>
      <CardOverflow>
        <AspectRatio ratio="2">
          <img src="/img/demos/card/mountains.svg" alt="Snowy mountain peaks at dawn" />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Ridge walk</Typography>
        <Typography level="body-sm">Guided tour, lunch included</Typography>
      </CardContent>
      <CardOverflow variant="soft" sx={{ bgcolor: 'background.level1' }}>
        <Divider inset="context" />
        <CardContent orientation="horizontal">
          <Typography level="body-xs" textColor="text.secondary" sx={{ fontWeight: 'md' }}>
            6.1K views
          </Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs" textColor="text.secondary" sx={{ fontWeight: 'md' }}>
            Updated 1 hour ago
          </Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
