import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function SemanticHeadings() {
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}>
      <CardContent>
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'text.secondary' }}
        >
          Release notes
        </Typography>
        <Typography variant="h5" component="h3" gutterBottom>
          Version 4.2 is out
        </Typography>
        <Typography variant="body1" gutterBottom>
          Offline mode now syncs attachments, and search results show a preview of
          each match.
        </Typography>
        <Typography variant="subtitle2" component="h4">
          Breaking changes
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The export endpoint returns dates in ISO 8601 format.
        </Typography>
      </CardContent>
    </Card>
  );
}
