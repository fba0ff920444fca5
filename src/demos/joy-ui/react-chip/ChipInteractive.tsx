import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const allFilters = ['React', 'Vue', 'Svelte', 'Angular'];

export default function ChipInteractive() {
  const [selected, setSelected] = React.useState<string[]>(['React']);
  const [tags, setTags] = React.useState(['design', 'frontend', 'urgent']);

  const toggle = (filter: string) =>
    setSelected((current) =>
      current.includes(filter)
        ? current.filter((item) => item !== filter)
        : [...current, filter],
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {allFilters.map((filter) => {
          const isSelected = selected.includes(filter);
          return (
            <Chip
              key={filter}
              variant={isSelected ? 'solid' : 'outlined'}
              color={isSelected ? 'primary' : 'neutral'}
              startDecorator={isSelected ? <Check /> : null}
              onClick={() => toggle(filter)}
              slotProps={{ action: { 'aria-pressed': isSelected } }}
            >
              {filter}
            </Chip>
          );
        })}
      </Box>
      <Box
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        {tags.map((tag) => (
          <Chip
            key={tag}
            variant="soft"
            endDecorator={
              <ChipDelete
                aria-label={`Remove ${tag}`}
                onDelete={() =>
                  setTags((current) => current.filter((t) => t !== tag))
                }
              />
            }
          >
            {tag}
          </Chip>
        ))}
        {tags.length === 0 && (
          <Typography level="body-sm">All tags removed.</Typography>
        )}
      </Box>
    </Box>
  );
}
