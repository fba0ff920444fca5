import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

export default function TypographyNested() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Typography>
        Your trial ends in{' '}
        <Typography variant="soft" color="warning">
          3 days
        </Typography>
        . Upgrade to keep{' '}
        <Typography sx={{ fontWeight: 'lg' }}>unlimited projects</Typography>{' '}
        and{' '}
        <Typography textColor="primary.plainColor">priority support</Typography>
        .
      </Typography>
      <Typography level="body-sm" startDecorator={<InfoOutlined />}>
        Changes are saved automatically.
      </Typography>
      <Typography
        level="title-md"
        endDecorator={<KeyboardArrowRight />}
        sx={{ alignSelf: 'flex-start' }}
      >
        See all plans
      </Typography>
    </Stack>
  );
}
