import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type {} from '@mui/material/themeCssVarsAugmentation';
import { ThemeProvider, type Theme } from '@mui/material/styles';

const withPropStyles = (outer: Theme): Theme => {
  const tokens = outer.vars || outer;
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiAlert: {
        styleOverrides: {
          // ownerState holds the instance's props: here, its severity.
          root: ({ ownerState }) => ({
            ...(ownerState.severity === 'error' && {
              borderInlineStart: `6px solid ${tokens.palette.error.main}`,
              fontWeight: 600,
            }),
          }),
        },
      },
      MuiButton: {
        styleOverrides: {
          root: {
            // The same idea with variants: each entry applies when its props match.
            variants: [
              {
                props: { variant: 'contained', size: 'large' },
                style: { paddingInline: 32, borderRadius: 24 },
              },
              {
                props: ({ disabled }) => Boolean(disabled),
                style: { textDecoration: 'line-through' },
              },
            ],
          },
        },
      },
    },
  };
};

export default function OverridesFromProps() {
  return (
    <ThemeProvider theme={withPropStyles}>
      <Stack spacing={2}>
        <Alert severity="success">Backup finished.</Alert>
        <Alert severity="error">Backup failed: disk full.</Alert>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Button variant="contained" size="small">
            Small
          </Button>
          <Button variant="contained" size="large">
            Large
          </Button>
          <Button variant="outlined" disabled>
            Sold out
          </Button>
        </Stack>
      </Stack>
    </ThemeProvider>
  );
}
