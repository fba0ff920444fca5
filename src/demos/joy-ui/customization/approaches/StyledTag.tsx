import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// A new building block from the theme: the typography of body-xs and the colours of the soft
// variant, so the tag matches soft Chips and Buttons in both colour schemes.
const Tag = styled('span')(({ theme }) => ({
  ...theme.typography['body-xs'],
  ...theme.variants.soft.primary,
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: theme.spacing(1),
  borderRadius: theme.vars.radius.xl,
  fontWeight: theme.vars.fontWeight.lg,
}));

const WarningTag = styled(Tag)(({ theme }) => ({
  ...theme.variants.soft.warning,
}));

export default function StyledTag() {
  return (
    <Stack spacing={1.5}>
      <Typography level="title-md" endDecorator={<Tag>Beta</Tag>}>
        Shared folders
      </Typography>
      <Typography level="title-md" endDecorator={<WarningTag sx={{ ml: 0.5 }}>Deprecated</WarningTag>}>
        Legacy export
      </Typography>
    </Stack>
  );
}
