import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';

// applyStyles writes the dark styles under the dark scheme's selector, so
// they switch with the page's mode, with or without CSS variables.
const Callout = styled('aside')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: '#fff8e1',
  color: '#4e342e',
  border: '1px solid #ffe082',
  ...theme.applyStyles('dark', {
    backgroundColor: '#33261a',
    color: '#ffe0b2',
    borderColor: '#6d4c41',
  }),
}));

export default function ApplyStylesPerMode() {
  return (
    <Stack spacing={2}>
      <Callout>
        <LightbulbOutlinedIcon />
        <Typography variant="body2">
          Tip: press the shortcut twice to open the command palette. Switch the
          page between light and dark mode to see this callout change.
        </Typography>
      </Callout>
      <Typography
        variant="body2"
        sx={(theme) => ({
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'grey.100',
          color: 'grey.900',
          ...theme.applyStyles('dark', {
            bgcolor: 'grey.900',
            color: 'grey.100',
          }),
        })}
      >
        The same in sx, with the callback form.
      </Typography>
    </Stack>
  );
}
