import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import Landscape from '@mui/icons-material/Landscape';

const gradient = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b6bcb"/><stop offset="1" stop-color="#1f7a1f"/></linearGradient></defs><rect width="800" height="400" fill="url(#g)"/></svg>',
)}`;

export default function AspectRatioMedia() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ width: 280 }}>
        <AspectRatio ratio="4/3" objectFit="cover" sx={{ borderRadius: 'md' }}>
          <img src={gradient} alt="Blue to green gradient" />
        </AspectRatio>
        <Typography level="body-sm" sx={{ mt: 1 }}>
          An image cropped to 4/3
        </Typography>
      </Box>
      <Box sx={{ width: 280 }}>
        <AspectRatio ratio="4/3" objectFit="contain" variant="outlined">
          <img src={gradient} alt="The same gradient, letterboxed" />
        </AspectRatio>
        <Typography level="body-sm" sx={{ mt: 1 }}>
          The same image with objectFit=&quot;contain&quot;
        </Typography>
      </Box>
      <Box sx={{ width: 280 }}>
        <AspectRatio ratio="4/3" variant="soft" color="primary">
          <div>
            <Landscape sx={{ fontSize: '3rem', opacity: 0.4 }} />
          </div>
        </AspectRatio>
        <Typography level="body-sm" sx={{ mt: 1 }}>
          A placeholder while the media loads
        </Typography>
      </Box>
    </Box>
  );
}
