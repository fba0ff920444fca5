import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;

export default function TooltipVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Tooltip
            key={variant}
            title={`variant="${variant}"`}
            variant={variant}
          >
            <Button variant={variant === 'plain' ? 'outlined' : variant}>
              {variant}
            </Button>
          </Tooltip>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Tooltip
            key={color}
            title={`color="${color}"`}
            color={color}
            variant="soft"
          >
            <Button variant="soft" color={color}>
              {color}
            </Button>
          </Tooltip>
        ))}
      </Box>
    </Box>
  );
}
