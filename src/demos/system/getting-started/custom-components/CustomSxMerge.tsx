import * as React from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type SxList = Extract<SxProps<Theme>, readonly unknown[]>;

// The caller's sx as a list of entries, whether it was one entry or an array.
function toSxList(sx: SxProps<Theme>): SxList {
  return Array.isArray(sx) ? (sx as SxList) : [sx as SxList[number]];
}

interface TagProps {
  children: React.ReactNode;
  dense?: boolean;
  sx?: SxProps<Theme>;
}

// The component's own styles come first; the caller's sx is appended, so it
// wins. sx can itself be an array, so its entries are spread, not nested.
function Tag({ children, dense = false, sx = [] }: TagProps) {
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          px: 1.5,
          py: 0.5,
          borderRadius: 4,
          fontSize: 14,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        },
        dense && { px: 1, py: 0, fontSize: 12 },
        ...toSxList(sx),
      ]}
    >
      {children}
    </Box>
  );
}

export default function CustomSxMerge() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Tag>Default</Tag>
      <Tag dense>Dense</Tag>
      <Tag sx={{ borderColor: 'success.main', color: 'success.main' }}>Caller's colors</Tag>
      <Tag
        dense
        sx={[
          { fontWeight: 'fontWeightBold' },
          (theme) => ({ boxShadow: `0 0 0 2px ${(theme.vars || theme).palette.primary.main}` }),
        ]}
      >
        Array and callback
      </Tag>
    </Box>
  );
}
