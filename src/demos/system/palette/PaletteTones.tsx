import Box from '@mui/system/Box';

const colors = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const tones = ['light', 'main', 'dark'] as const;

export default function PaletteTones() {
  return (
    <Box
      component="table"
      sx={{ borderCollapse: 'collapse', fontSize: 13, '& th, & td': { px: 1, py: 0.5 } }}
    >
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
            Color
          </Box>
          {tones.map((tone) => (
            <th key={tone} scope="col">
              {tone}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {colors.map((color) => (
          <tr key={color}>
            <Box component="th" scope="row" sx={{ textAlign: 'left', fontFamily: 'monospace' }}>
              {color}
            </Box>
            {tones.map((tone) => (
              <td key={tone}>
                <Box
                  role="img"
                  aria-label={`${color}.${tone}`}
                  sx={{
                    width: 72,
                    height: 32,
                    borderRadius: 1,
                    bgcolor: `${color}.${tone}`,
                  }}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
