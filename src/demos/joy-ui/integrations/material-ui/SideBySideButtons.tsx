import JoyButton from '@mui/joy/Button';
import JoySheet from '@mui/joy/Sheet';
import JoyTypography from '@mui/joy/Typography';
import MaterialButton from '@mui/material/Button';
import MaterialPaper from '@mui/material/Paper';
import MaterialTypography from '@mui/material/Typography';

export default function SideBySideButtons() {
  return (
    <JoySheet sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, bgcolor: 'transparent' }}>
      <JoySheet variant="outlined" sx={{ flex: '1 1 220px', p: 2, borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <JoyTypography level="title-md">Joy UI</JoyTypography>
        <JoySheet sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, bgcolor: 'transparent' }}>
          <JoyButton>Solid</JoyButton>
          <JoyButton variant="soft">Soft</JoyButton>
          <JoyButton variant="outlined">Outlined</JoyButton>
        </JoySheet>
      </JoySheet>
      <MaterialPaper variant="outlined" sx={{ flex: '1 1 220px', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <MaterialTypography variant="subtitle1" component="p">
          Material UI
        </MaterialTypography>
        <MaterialPaper elevation={0} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, bgcolor: 'transparent' }}>
          <MaterialButton variant="contained">Contained</MaterialButton>
          <MaterialButton variant="outlined">Outlined</MaterialButton>
          <MaterialButton>Text</MaterialButton>
        </MaterialPaper>
      </MaterialPaper>
    </JoySheet>
  );
}
