import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import MenuIcon from '@mui/icons-material/Menu';
import PeopleIcon from '@mui/icons-material/People';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

const navigation = [
  { label: 'Overview', icon: <DashboardIcon /> },
  { label: 'Orders', icon: <ShoppingCartIcon /> },
  { label: 'Customers', icon: <PeopleIcon /> },
  { label: 'Reports', icon: <BarChartIcon /> },
];

const stats = [
  { label: 'Revenue', value: '$48,210', change: '+12%', up: true },
  { label: 'Orders', value: '1,284', change: '+4%', up: true },
  { label: 'Refunds', value: '23', change: '-8%', up: false },
];

const orders = [
  { id: 'A-1042', customer: 'Ada Okafor', status: 'Shipped', amount: '$129.00' },
  { id: 'A-1041', customer: 'Mei Tanaka', status: 'Processing', amount: '$54.50' },
  { id: 'A-1040', customer: 'Kwame Mensah', status: 'Shipped', amount: '$310.00' },
  { id: 'A-1039', customer: 'Lena Novak', status: 'Refunded', amount: '$18.00' },
];

export default function DashboardTemplate() {
  const [open, setOpen] = React.useState(true);
  const [selected, setSelected] = React.useState('Overview');
  const width = open ? 180 : 56;

  return (
    <Box
      role="region"
      aria-label="Dashboard template"
      sx={{
        height: 480,
        display: 'flex',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        // On a phone the content keeps a usable width and the frame scrolls sideways.
        overflowX: 'auto',
        overflowY: 'hidden',
      }}
    >
      <Drawer
        variant="permanent"
        sx={{ width, flexShrink: 0, transition: 'width 150ms' }}
        slotProps={{ paper: { sx: { position: 'relative', width, overflowX: 'hidden' } } }}
      >
        <Toolbar variant="dense" disableGutters sx={{ px: 1 }}>
          <IconButton
            aria-label={open ? 'Collapse navigation' : 'Expand navigation'}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
        <List component="nav" aria-label="Dashboard sections">
          {navigation.map((item) => (
            <ListItemButton
              key={item.label}
              selected={selected === item.label}
              onClick={() => setSelected(item.label)}
              aria-label={open ? undefined : item.label}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
              {open ? <ListItemText primary={item.label} /> : null}
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box tabIndex={0} aria-label="Dashboard content" role="group" sx={{ flexGrow: 1, minWidth: 300, overflow: 'auto', p: 2 }}>
        <Typography component="h3" variant="h5" gutterBottom>
          {selected}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          {stats.map((stat) => (
            <Grid key={stat.label} size={{ xs: 12, sm: 4 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {stat.label}
                </Typography>
                <Typography variant="h5" component="p">
                  {stat.value}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={stat.up ? 'success' : 'error'}
                  label={stat.change}
                />
                <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 0.5 }}>
                  vs last month
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
        <Typography component="h4" variant="subtitle1" gutterBottom>
          Recent orders
        </Typography>
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Recent orders">
            <TableHead>
              <TableRow>
                <TableCell>Order</TableCell>
                <TableCell>Customer</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>{order.id}</TableCell>
                  <TableCell>{order.customer}</TableCell>
                  <TableCell>{order.status}</TableCell>
                  <TableCell align="right">{order.amount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
    </Box>
  );
}
