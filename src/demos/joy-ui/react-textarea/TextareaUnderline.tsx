import Textarea from '@mui/joy/Textarea';

export default function TextareaUnderline() {
  return (
    <Textarea
      aria-label="Comment"
      placeholder="Write a comment…"
      minRows={2}
      sx={{
        width: '100%',
        maxWidth: 360,
        '--Textarea-radius': '0px',
        '--Textarea-focusedThickness': '0px',
        borderBottom: '2px solid',
        borderColor: 'neutral.outlinedBorder',
        '&:hover': { borderColor: 'neutral.outlinedHoverBorder' },
        '&::before': {
          content: '""',
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: '-2px',
          height: '2px',
          transform: 'scaleX(0)',
          transition: 'transform 0.2s',
          bgcolor: 'primary.solidBg',
        },
        '&:focus-within::before': { transform: 'scaleX(1)' },
      }}
      variant="plain"
    />
  );
}
