import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import * as colors from '@mui/material/colors';

const hues = [
  'red', 'pink', 'purple', 'deepPurple', 'indigo', 'blue', 'lightBlue', 'cyan', 'teal', 'green',
  'lightGreen', 'lime', 'yellow', 'amber', 'orange', 'deepOrange', 'brown', 'grey', 'blueGrey',
] as const;

const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 'A100', 'A200', 'A400', 'A700'] as const;

export default function ColorSwatchesGrid() {
  return (
    <Box sx={{ overflowX: 'auto', width: '100%' }}>
      <Box
        component="table"
        sx={{
          borderCollapse: 'separate',
          borderSpacing: '2px',
          fontSize: '0.75rem',
          width: '100%',
          minWidth: 600,
          // Compact cells, whatever the page's own table styles are.
          '& th, & td': { px: 0.25, py: 0.25, border: 0, bgcolor: 'transparent' },
          '& th[scope="row"]': { pr: 1 },
          '& tr': { border: 0, bgcolor: 'transparent' },
        }}
      >
        <caption style={{ captionSide: 'bottom', textAlign: 'left', paddingTop: 8 }}>
          Hover a swatch to see its hex value.
        </caption>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ textAlign: 'left', fontWeight: 500 }}>
              Hue
            </Box>
            {shades.map((shade) => (
              <Box component="th" scope="col" key={shade} sx={{ fontWeight: 500 }}>
                {shade}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {hues.map((hue) => (
            <tr key={hue}>
              <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 400 }}>
                <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
                  {hue}
                </Typography>
              </Box>
              {shades.map((shade) => {
                const scale: Partial<Record<string, string>> = colors[hue];
                const value = scale[shade];
                return (
                  <td key={shade}>
                    {value ? (
                      <Box
                        title={`${hue}[${typeof shade === 'number' ? shade : `'${shade}'`}] ${value}`}
                        sx={{ width: '100%', minWidth: 22, height: 22, borderRadius: 0.5, bgcolor: value }}
                      />
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
