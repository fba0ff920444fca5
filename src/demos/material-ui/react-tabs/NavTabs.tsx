import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const pages = ['Code', 'Issues', 'Pull requests', 'Settings'];

export default function NavTabs() {
  const [current, setCurrent] = React.useState('Code');

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        component="nav"
        value={current}
        aria-label="Repository"
        variant="scrollable"
        scrollButtons="auto"
      >
        {pages.map((page) => (
          <Tab
            key={page}
            value={page}
            label={page}
            component="a"
            href="#"
            aria-current={current === page ? 'page' : undefined}
            // In an app the link loads the page; here a click only marks it current.
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              setCurrent(page);
            }}
          />
        ))}
      </Tabs>
      <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
        Current page: {current}
      </Typography>
    </Box>
  );
}
