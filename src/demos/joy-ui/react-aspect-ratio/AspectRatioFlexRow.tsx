import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function AspectRatioFlexRow() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
      <AspectRatio ratio="1" flex sx={{ flexBasis: 100, borderRadius: 'sm' }}>
        <img src="/img/demos/card/lake.svg" alt="A lake below wooded hills" />
      </AspectRatio>
      <CardContent>
        <Typography level="title-md">Lakeside cabin</Typography>
        <Typography level="body-sm">
          Two bedrooms, a wood stove and a jetty. The square photo takes the height of the card,
          however many lines this text wraps to.
        </Typography>
      </CardContent>
    </Card>
  );
}
