import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';

export default function BoxFlexToolbar() {
  return (
    <Box
      component="section"
      aria-label="Orders toolbar"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderRadius: 'md',
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.level1',
      }}
    >
      <Typography level="title-md" sx={{ mr: 'auto' }}>
        Orders
      </Typography>
      <Input
        size="sm"
        placeholder="Search orders"
        startDecorator={<Search />}
        slotProps={{ input: { 'aria-label': 'Search orders' } }}
        sx={{ flex: { xs: '1 1 100%', sm: '0 1 220px' }, order: { xs: 3, sm: 0 } }}
      />
      <IconButton size="sm" variant="outlined" aria-label="Filter orders">
        <FilterList />
      </IconButton>
      <Button size="sm">New order</Button>
    </Box>
  );
}
