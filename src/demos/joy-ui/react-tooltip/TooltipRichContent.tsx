import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import Adjust from '@mui/icons-material/Adjust';

export default function TooltipRichContent() {
  return (
    <Tooltip
      placement="bottom-start"
      variant="outlined"
      arrow
      enterDelay={200}
      describeChild
      title={
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            maxWidth: 300,
            p: 1,
          }}
        >
          <Typography
            level="title-sm"
            startDecorator={<Adjust color="success" />}
          >
            Focus trap breaks on Safari
          </Typography>
          <Typography level="body-xs">
            Opened 3 days ago by a contributor.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Chip size="sm" color="danger">
              bug
            </Chip>
            <Chip size="sm" color="primary">
              accessibility
            </Chip>
          </Box>
        </Box>
      }
    >
      <Link component="button" underline="always">
        Issue #4512
      </Link>
    </Tooltip>
  );
}
