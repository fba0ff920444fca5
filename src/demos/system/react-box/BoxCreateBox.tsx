import { createBox, createTheme } from '@mui/system';

// A Box bound to its own default theme and root class. Inside a
// ThemeProvider the provided theme wins; the class name stays.
const NoteBox = createBox({
  defaultTheme: createTheme({ spacing: 4 }),
  defaultClassName: 'NoteBox-root',
});

export default function BoxCreateBox() {
  return (
    <NoteBox
      sx={{
        p: 2,
        borderLeft: 4,
        borderColor: 'info.main',
        bgcolor: 'action.hover',
        '&.NoteBox-root': { borderRadius: 1 },
      }}
    >
      This element carries the class <code>NoteBox-root</code> instead of{' '}
      <code>MuiBox-root</code>, so global CSS and tests can target it by name.
    </NoteBox>
  );
}
