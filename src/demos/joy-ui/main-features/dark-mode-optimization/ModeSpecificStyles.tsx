import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

// `theme.applyStyles('dark', …)` compiles to a CSS selector, so the right style is there on
// the first paint in either mode, with no JavaScript reading the mode.
export default function ModeSpecificStyles() {
  return (
    <Card
      variant="outlined"
      sx={(theme) => ({
        maxWidth: 360,
        mx: 'auto',
        boxShadow: 'md',
        borderColor: 'primary.outlinedBorder',
        ...theme.applyStyles('dark', {
          boxShadow: `0 0 24px ${theme.vars.palette.primary[800]}`,
          borderColor: theme.vars.palette.primary[500],
        }),
      })}
    >
      <Typography level="title-md">Night sky tour</Typography>
      <Typography level="body-sm">
        In light mode this card has a soft drop shadow; in dark mode, where shadows barely show, it glows instead.
      </Typography>
    </Card>
  );
}
