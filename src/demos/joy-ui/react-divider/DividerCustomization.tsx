import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerCustomization() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      <Divider
        sx={{
          '--Divider-thickness': '3px',
          '--Divider-lineColor': 'var(--joy-palette-primary-outlinedBorder)',
        }}
      />
      <Divider
        sx={{ '--Divider-childPosition': '0%', '--Divider-gap': '12px' }}
      >
        <Typography level="title-sm">Chapter 2</Typography>
      </Divider>
      <Divider
        sx={{
          '--Divider-lineColor': 'var(--joy-palette-danger-outlinedBorder)',
          '--Divider-childPosition': '100%',
        }}
      >
        <Typography level="body-xs" color="danger">
          Danger zone
        </Typography>
      </Divider>
    </Stack>
  );
}
