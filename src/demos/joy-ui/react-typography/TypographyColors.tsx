import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographyColors() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography textColor="text.secondary">
        textColor=&quot;text.secondary&quot;
      </Typography>
      <Typography textColor="success.plainColor">
        textColor=&quot;success.plainColor&quot;
      </Typography>
      <Typography color="danger">
        color=&quot;danger&quot; (no variant)
      </Typography>
      <Typography variant="soft" color="primary">
        variant=&quot;soft&quot; color=&quot;primary&quot;
      </Typography>
      <Typography variant="solid" color="warning">
        variant=&quot;solid&quot; color=&quot;warning&quot;
      </Typography>
      <Typography sx={{ maxWidth: 260 }} noWrap>
        noWrap cuts this long sentence with an ellipsis instead of wrapping it.
      </Typography>
    </Stack>
  );
}
