import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { blue, deepOrange, green, grey, yellow } from '@mui/material/colors';
import { getContrastRatio } from '@mui/material/styles';

const choices: Record<string, string> = {
  'white': '#ffffff',
  'grey[900]': grey[900],
  'grey[600]': grey[600],
  'blue[700]': blue[700],
  'blue[300]': blue[300],
  'green[800]': green[800],
  'deepOrange[500]': deepOrange[500],
  'yellow[600]': yellow[600],
};

function ColorSelect({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = `contrast-${label.toLowerCase()}-label`;
  return (
    <FormControl size="small" sx={{ minWidth: 170 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {Object.keys(choices).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

export default function ContrastChecker() {
  const [text, setText] = React.useState('white');
  const [background, setBackground] = React.useState('blue[700]');
  const ratio = getContrastRatio(choices[text] ?? '#ffffff', choices[background] ?? '#000000');
  const checks: Array<[string, number]> = [
    ['AA large text', 3],
    ['AA text', 4.5],
    ['AAA text', 7],
  ];

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ColorSelect label="Text" value={text} onChange={setText} />
        <ColorSelect label="Background" value={background} onChange={setBackground} />
      </Stack>
      <Box
        sx={{ p: 2, borderRadius: 1, border: 1, borderColor: 'divider' }}
        style={{ color: choices[text], backgroundColor: choices[background] }}
      >
        <Typography variant="h6" component="p">
          Large sample text
        </Typography>
        <Typography variant="body2">Body text at 14px, the size most interfaces use.</Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" sx={{ mr: 1 }}>
          Ratio <strong data-testid="contrast-ratio">{ratio.toFixed(2)}:1</strong>
        </Typography>
        {checks.map(([label, minimum]) => (
          <Chip
            key={label}
            size="small"
            label={`${label}: ${ratio >= minimum ? 'pass' : 'fail'}`}
            color={ratio >= minimum ? 'success' : 'error'}
            variant="outlined"
          />
        ))}
      </Stack>
    </Stack>
  );
}
