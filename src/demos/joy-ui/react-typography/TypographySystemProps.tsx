import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographySystemProps() {
  return (
    <Stack spacing={1.5}>
      <Typography fontWeight="lg">fontWeight=&quot;lg&quot;</Typography>
      <Typography fontSize="xl2" lineHeight="sm">
        fontSize=&quot;xl2&quot; lineHeight=&quot;sm&quot;
      </Typography>
      <Typography fontStyle="italic" letterSpacing="0.08em">
        fontStyle=&quot;italic&quot; letterSpacing=&quot;0.08em&quot;
      </Typography>
      <Typography textColor="primary.plainColor" textTransform="uppercase" fontSize="sm">
        textColor=&quot;primary.plainColor&quot; textTransform=&quot;uppercase&quot;
      </Typography>
      <Typography mt={2} px={1} borderLeft="3px solid" borderColor="primary.outlinedBorder">
        Spacing and border props: mt, px, borderLeft, borderColor
      </Typography>
    </Stack>
  );
}
