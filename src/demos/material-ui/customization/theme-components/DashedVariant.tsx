import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type {} from '@mui/material/themeCssVarsAugmentation';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';

// Lets TypeScript accept variant="dashed" on every Button.
declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    dashed: true;
  }
}

const withDashed = (outer: Theme): Theme => {
  // Variables when the theme has them (they follow the color scheme), values otherwise.
  const tokens = outer.vars || outer;
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiButton: {
        variants: [
          {
            props: { variant: 'dashed' },
            // A new variant gets no built-in look: give it every style it needs.
            style: {
              border: `2px dashed ${tokens.palette.primary.main}`,
              color: tokens.palette.primary.main,
              paddingInline: outer.spacing(2),
              '&:hover': {
                backgroundColor: tokens.palette.action.hover,
                borderStyle: 'solid',
              },
            },
          },
          {
            props: { variant: 'dashed', color: 'secondary' },
            style: {
              borderColor: tokens.palette.secondary.main,
              color: tokens.palette.secondary.main,
            },
          },
        ],
      },
    },
  };
};

export default function DashedVariant() {
  return (
    <ThemeProvider theme={withDashed}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="dashed" startIcon={<AddIcon />}>
          Add section
        </Button>
        <Button variant="dashed" color="secondary">
          Add note
        </Button>
        <Button variant="outlined">Outlined</Button>
      </Stack>
    </ThemeProvider>
  );
}
