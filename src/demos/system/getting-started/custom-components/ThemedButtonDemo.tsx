import { styled } from '@mui/material/styles';

type Tone = 'primary' | 'secondary' | 'error';

interface ThemedButtonProps {
  tone?: Tone;
  size?: 'small' | 'large';
}

const ThemedButton = styled('button', {
  shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'size',
})<ThemedButtonProps>(({ theme }) => ({
  border: 0,
  cursor: 'pointer',
  fontFamily: 'inherit',
  fontWeight: 600,
  borderRadius: theme.shape.borderRadius,
  padding: theme.spacing(1, 2),
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.text.primary}`,
    outlineOffset: 2,
  },
  variants: [
    ...(['primary', 'secondary', 'error'] as const).map((tone) => ({
      props: { tone },
      style: {
        backgroundColor: theme.palette[tone].main,
        color: theme.palette[tone].contrastText,
        '&:hover': { backgroundColor: theme.palette[tone].dark },
      },
    })),
    {
      props: { size: 'small' },
      style: { padding: theme.spacing(0.5, 1), fontSize: 13 },
    },
    {
      props: { size: 'large' },
      style: { padding: theme.spacing(1.5, 3), fontSize: 17 },
    },
  ],
}));

export default function ThemedButtonDemo() {
  return (
    <div
      style={{
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <ThemedButton tone="primary" size="small">
        Small primary
      </ThemedButton>
      <ThemedButton tone="secondary">Secondary</ThemedButton>
      <ThemedButton tone="error" size="large">
        Large error
      </ThemedButton>
    </div>
  );
}
