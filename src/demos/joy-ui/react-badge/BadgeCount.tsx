import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import IconButton from '@mui/joy/IconButton';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import ShoppingCart from '@mui/icons-material/ShoppingCart';

export default function BadgeCount() {
  const [count, setCount] = React.useState(98);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <Box
      sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Badge badgeContent={count} max={99} showZero={showZero}>
        <ShoppingCart
          sx={{ fontSize: '2rem' }}
          titleAccess={`Cart, ${count} items`}
        />
      </Badge>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <IconButton
          variant="outlined"
          aria-label="Remove an item"
          onClick={() => setCount((c) => Math.max(0, c - 1))}
        >
          <Remove />
        </IconButton>
        <IconButton
          variant="outlined"
          aria-label="Add an item"
          onClick={() => setCount((c) => c + 1)}
        >
          <Add />
        </IconButton>
      </Box>
      <Checkbox
        label="showZero"
        checked={showZero}
        onChange={(event) => setShowZero(event.target.checked)}
      />
    </Box>
  );
}
