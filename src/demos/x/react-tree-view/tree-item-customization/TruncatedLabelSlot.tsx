import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';

// Replaces the label slot: one line, an ellipsis when too long, the full text on hover.
const OneLineLabel = styled('div')(({ theme }) => ({
  ...theme.typography.body2,
  flexGrow: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
}));

function TruncatedLabel(props: React.HTMLAttributes<HTMLDivElement>) {
  const { children, ...other } = props;
  return (
    <OneLineLabel title={typeof children === 'string' ? children : undefined} {...other}>
      {children}
    </OneLineLabel>
  );
}

function ArticleItem(props: TreeItemProps) {
  return <TreeItem {...props} slots={{ label: TruncatedLabel }} />;
}

export default function TruncatedLabelSlot() {
  return (
    <Box sx={{ minHeight: 200, width: 260, maxWidth: '100%' }}>
      <SimpleTreeView aria-label="Articles" defaultExpandedItems={['news']}>
        <ArticleItem itemId="news" label="News">
          <ArticleItem itemId="a1" label="City council approves the new riverside park after two years of debate" />
          <ArticleItem itemId="a2" label="Local library extends opening hours" />
        </ArticleItem>
        <ArticleItem itemId="sports" label="Sports">
          <ArticleItem itemId="a3" label="Underdogs win the regional cup in a penalty shoot-out" />
        </ArticleItem>
      </SimpleTreeView>
    </Box>
  );
}
