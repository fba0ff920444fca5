import Box from '@mui/system/Box';

const stats = [
  { label: 'Orders', value: '1,284' },
  { label: 'Returns', value: '37' },
  { label: 'Reviews', value: '412' },
];

export default function UsageResponsive() {
  return (
    <Box
      sx={{
        width: 1,
        display: 'flex',
        // A column on phones, a row from the sm breakpoint (600px) up.
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      {stats.map((stat) => (
        <Box
          key={stat.label}
          sx={{
            flex: 1,
            p: { xs: 1.5, md: 2.5 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            textAlign: { xs: 'left', sm: 'center' },
          }}
        >
          <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{stat.label}</Box>
          <Box sx={{ fontSize: { xs: 20, md: 28 }, fontWeight: 'fontWeightBold' }}>
            {stat.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
