import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';

type Tone = 'info' | 'success' | 'danger';

interface PillProps {
  tone?: Tone;
  outlined?: boolean;
}

const Pill = styled('span', {
  shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'outlined',
})<PillProps>(({ theme }) => {
  // With CSS theme variables, read colours from theme.vars so that they follow the colour mode.
  const palette = (theme.vars || theme).palette;
  return {
    display: 'inline-block',
    padding: theme.spacing(0.5, 1.5),
    borderRadius: 999,
    border: '1px solid transparent',
    fontSize: theme.typography.body2.fontSize,
    backgroundColor: palette.action.selected,
    color: palette.text.primary,
    // Each entry applies its style when the props match; no branching in the function.
    variants: [
      {
        props: { tone: 'info' },
        style: {
          backgroundColor: palette.info.main,
          color: palette.info.contrastText,
        },
      },
      {
        props: { tone: 'success' },
        style: {
          backgroundColor: palette.success.main,
          color: palette.success.contrastText,
        },
      },
      {
        props: { tone: 'danger' },
        style: {
          backgroundColor: palette.error.main,
          color: palette.error.contrastText,
        },
      },
      {
        props: { outlined: true },
        style: {
          backgroundColor: 'transparent',
          color: palette.text.primary,
          borderColor: palette.divider,
        },
      },
    ],
  };
});

export default function StyledVariants() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Pill>Draft</Pill>
      <Pill tone="info">In review</Pill>
      <Pill tone="success">Published</Pill>
      <Pill tone="danger">Rejected</Pill>
      <Pill tone="danger" outlined>
        Archived
      </Pill>
    </Stack>
  );
}
