import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningIcon from '@mui/icons-material/Warning';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';

export default function TypographyDecoratorExamples() {
  return (
    <Stack spacing={2}>
      <Typography
        level="title-md"
        component="div"
        endDecorator={
          <Chip size="sm" color="success" variant="soft">
            New
          </Chip>
        }
      >
        Release notes
      </Typography>
      <Typography
        color="success"
        level="body-sm"
        startDecorator={<CheckCircleIcon />}
      >
        All checks passed
      </Typography>
      <Typography
        color="warning"
        level="body-sm"
        startDecorator={<WarningIcon />}
      >
        Your trial ends in 3 days
      </Typography>
      <Typography
        level="h3"
        component="p"
        endDecorator={
          <Typography
            level="body-sm"
            color="success"
            startDecorator={<ArrowUpwardIcon />}
          >
            12%
          </Typography>
        }
      >
        1,840
      </Typography>
      <Typography level="title-sm" endDecorator={<KeyboardArrowRightIcon />}>
        See all invoices
      </Typography>
    </Stack>
  );
}
