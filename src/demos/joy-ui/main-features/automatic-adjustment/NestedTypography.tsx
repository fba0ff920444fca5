import Typography from '@mui/joy/Typography';

// A Typography inside another renders as a <span> and inherits the parent's level:
// only what the inner one sets (colour, weight, variant) changes.
export default function NestedTypography() {
  return (
    <Typography level="body-md" sx={{ maxWidth: 460 }}>
      Your order{' '}
      <Typography color="primary" fontWeight="lg">
        #4821
      </Typography>{' '}
      ships on{' '}
      <Typography variant="soft" color="success">
        Tuesday
      </Typography>
      ; the tracking link arrives by{' '}
      <Typography fontStyle="italic">email</Typography>.
    </Typography>
  );
}
