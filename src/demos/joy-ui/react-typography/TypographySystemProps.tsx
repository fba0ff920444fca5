import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographySystemProps() {
  return (
    <Stack spacing={1.5}>
      <Typography fontWeight="lg">{'fontWeight="lg"'}</Typography>
      <Typography fontSize="xl2" lineHeight="sm">
        {'fontSize="xl2" lineHeight="sm"'}
      </Typography>
      <Typography fontStyle="italic" letterSpacing="0.08em">
        {'fontStyle="italic" letterSpacing="0.08em"'}
      </Typography>
      <Typography
        textColor="primary.plainColor"
        textTransform="uppercase"
        fontSize="sm"
      >
        {'textColor="primary.plainColor" textTransform="uppercase"'}
      </Typography>
      <Typography
        mt={2}
        px={1}
        borderLeft="3px solid"
        borderColor="primary.outlinedBorder"
      >
        Spacing and border props: mt, px, borderLeft, borderColor
      </Typography>
    </Stack>
  );
}
