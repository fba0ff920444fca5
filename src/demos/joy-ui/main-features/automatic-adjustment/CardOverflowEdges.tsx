import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import Landscape from '@mui/icons-material/Landscape';

export default function CardOverflowEdges() {
  return (
    <Card variant="outlined" sx={{ width: 300, mx: 'auto' }}>
      <CardOverflow>
        {/* The ratio box takes the card's top corners without a radius of its own. */}
        <AspectRatio ratio="2" variant="soft" color="primary">
          <div>
            <Landscape sx={{ fontSize: 'xl4' }} aria-hidden />
          </div>
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Ridge trail</Typography>
        <Typography level="body-sm">12 km loop, 640 m of climbing.</Typography>
      </CardContent>
      <CardOverflow variant="soft" sx={{ bgcolor: 'background.level1' }}>
        <Divider inset="context" />
        <CardContent orientation="horizontal" sx={{ py: 1.5 }}>
          <Typography level="body-xs">Open all year</Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs">4 h 30</Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
