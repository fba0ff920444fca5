import Box from '@mui/joy/Box';

const tags = ['react', 'design-system', 'css-variables'];

export default function BoxComponent() {
  return (
    <Box
      component="ul"
      aria-label="Tags"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {tags.map((tag) => (
        <Box
          component="li"
          key={tag}
          sx={{
            px: 1.5,
            py: 0.5,
            borderRadius: 'xl',
            bgcolor: 'primary.softBg',
            color: 'primary.softColor',
            fontSize: 'sm',
            fontWeight: 'md',
          }}
        >
          #{tag}
        </Box>
      ))}
    </Box>
  );
}
