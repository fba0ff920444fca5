import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

type QueryValue = string | number | boolean;

// Builds a media query string from an object, in the spirit of the json2mq package:
// camelCase keys become kebab-case features, numbers become pixels and `true` a bare feature.
function toMediaQuery(features: Record<string, QueryValue>): string {
  return Object.entries(features)
    .map(([key, value]) => {
      const feature = key.replace(
        /[A-Z]/g,
        (letter) => `-${letter.toLowerCase()}`,
      );
      if (value === true) {
        return feature;
      }
      if (value === false) {
        return `not all and (${feature})`;
      }
      return `(${feature}: ${typeof value === 'number' ? `${value}px` : value})`;
    })
    .join(' and ');
}

const query = toMediaQuery({ minWidth: 600, orientation: 'landscape' });

export default function ObjectMediaQuery() {
  const matches = useMediaQuery(query);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {query}
      </Typography>
      <Chip
        color={matches ? 'success' : 'default'}
        label={`matches: ${matches}`}
      />
    </Stack>
  );
}
