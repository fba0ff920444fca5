import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';

const tree: Record<string, string[]> = {
  Drive: ['Documents', 'Photos'],
  Documents: ['Invoices', 'Contracts'],
  Photos: ['2025', '2026'],
  Invoices: [],
  Contracts: [],
  '2025': [],
  '2026': [],
};

export default function BreadcrumbsFolders() {
  const [trail, setTrail] = React.useState(['Drive', 'Documents']);
  const current = trail[trail.length - 1] ?? 'Drive';
  const children = tree[current] ?? [];

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 2, width: '100%', maxWidth: 420 }}>
      <Breadcrumbs aria-label="Folder path" size="sm" sx={{ px: 0, pt: 0 }}>
        {trail.slice(0, -1).map((folder, index) => (
          <Link
            key={folder}
            component="button"
            color="neutral"
            startDecorator={index === 0 ? <FolderOpenIcon /> : undefined}
            onClick={() => setTrail(trail.slice(0, index + 1))}
          >
            {folder}
          </Link>
        ))}
        <Typography aria-current="location" level="title-sm">
          {current}
        </Typography>
      </Breadcrumbs>
      <List size="sm" sx={{ minHeight: 88 }}>
        {children.length === 0 ? (
          <ListItem>
            <Typography level="body-sm">This folder is empty.</Typography>
          </ListItem>
        ) : (
          children.map((child) => (
            <ListItem key={child}>
              <ListItemButton onClick={() => setTrail([...trail, child])}>
                <ListItemDecorator>
                  <FolderIcon />
                </ListItemDecorator>
                {child}
              </ListItemButton>
            </ListItem>
          ))
        )}
      </List>
    </Sheet>
  );
}
