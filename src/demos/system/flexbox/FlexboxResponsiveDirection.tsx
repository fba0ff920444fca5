import Box from '@mui/system/Box';

const steps = ['Cart', 'Shipping', 'Payment'];

export default function FlexboxResponsiveDirection() {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        // A column on phones, a row from the sm breakpoint.
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 1,
      }}
    >
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step}
          sx={{
            flex: 1,
            p: 1.5,
            borderRadius: 1,
            textAlign: 'center',
            border: 1,
            borderColor: index === 0 ? 'primary.main' : 'divider',
            bgcolor: index === 0 ? 'primary.main' : 'background.paper',
            color: index === 0 ? 'primary.contrastText' : 'text.primary',
            typography: 'body2',
          }}
        >
          {index + 1}. {step}
        </Box>
      ))}
    </Box>
  );
}
