import AspectRatio from '@mui/joy/AspectRatio';
import Typography from '@mui/joy/Typography';

export default function AspectRatioMinMax() {
  return (
    <div
      style={{
        resize: 'horizontal',
        overflow: 'auto',
        width: 480,
        minWidth: 200,
        maxWidth: '100%',
      }}
    >
      <AspectRatio
        ratio="16/9"
        minHeight={120}
        maxHeight={200}
        variant="solid"
        color="primary"
      >
        <Typography level="title-lg" component="div" textColor="inherit">
          16/9, between 120px and 200px tall
        </Typography>
      </AspectRatio>
    </div>
  );
}
