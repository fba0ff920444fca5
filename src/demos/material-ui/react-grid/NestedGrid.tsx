import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const sections = [
  { title: 'Account', links: ['Profile', 'Security', 'Billing'] },
  { title: 'Workspace', links: ['Members', 'Projects', 'Integrations'] },
  { title: 'Help', links: ['Guides', 'Status', 'Contact'] },
];

export default function NestedGrid() {
  return (
    <Grid container spacing={3} sx={{ width: '100%' }}>
      {sections.map((section) => (
        <Grid
          key={section.title}
          size={{ xs: 12, md: 4 }}
          container
          spacing={1}
        >
          <Grid size={12}>
            <Typography variant="subtitle2" component="h3">
              {section.title}
            </Typography>
          </Grid>
          {section.links.map((link) => (
            <Grid key={link} size={{ xs: 4, md: 12 }}>
              <Paper variant="outlined" sx={{ p: 1, typography: 'body2' }}>
                {link}
              </Paper>
            </Grid>
          ))}
        </Grid>
      ))}
    </Grid>
  );
}
