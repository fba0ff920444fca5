import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Typography from '@mui/joy/Typography';

export default function AspectRatioInCard() {
  return (
    <Card variant="outlined" sx={{ width: 300 }}>
      <CardOverflow>
        <AspectRatio ratio="2">
          <img src="/img/demos/card/mountains.svg" alt="Snowy mountain peaks" />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Alpine trail</Typography>
        <Typography level="body-sm">12 km, 800 m of climbing</Typography>
      </CardContent>
    </Card>
  );
}
