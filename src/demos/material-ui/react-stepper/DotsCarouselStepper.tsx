import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import HikingOutlined from '@mui/icons-material/HikingOutlined';
import KayakingOutlined from '@mui/icons-material/KayakingOutlined';
import NightsStayOutlined from '@mui/icons-material/NightsStayOutlined';

interface Slide {
  title: string;
  text: string;
  Icon: typeof WbSunnyOutlined;
}

const slides: Slide[] = [
  { title: 'Sunrise walk', text: 'Meet at the harbour at 6:30.', Icon: WbSunnyOutlined },
  { title: 'Ridge trail', text: 'Eleven kilometres, 600 m of climbing.', Icon: HikingOutlined },
  { title: 'Lake paddle', text: 'Kayaks and vests are provided.', Icon: KayakingOutlined },
  { title: 'Night sky', text: 'Telescopes out after dinner.', Icon: NightsStayOutlined },
];

export default function DotsCarouselStepper() {
  const [index, setIndex] = React.useState(0);
  const slide: Slide = slides[index] ?? { title: '', text: '', Icon: WbSunnyOutlined };
  const last = slides.length - 1;

  return (
    <Paper variant="outlined" sx={{ width: 320, maxWidth: '100%', mx: 'auto', overflow: 'hidden' }}>
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${slides.length}: ${slide.title}`}
        sx={{
          height: 180,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          bgcolor: 'action.hover',
          textAlign: 'center',
          px: 2,
        }}
      >
        <slide.Icon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
        <Typography variant="h6" component="p">
          {slide.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {slide.text}
        </Typography>
      </Box>
      <MobileStepper
        variant="dots"
        steps={slides.length}
        position="static"
        activeStep={index}
        backButton={
          <Button size="small" onClick={() => setIndex(index - 1)} disabled={index === 0}>
            <KeyboardArrowLeft />
            Back
          </Button>
        }
        nextButton={
          <Button size="small" onClick={() => setIndex(index + 1)} disabled={index === last}>
            Next
            <KeyboardArrowRight />
          </Button>
        }
      />
    </Paper>
  );
}
