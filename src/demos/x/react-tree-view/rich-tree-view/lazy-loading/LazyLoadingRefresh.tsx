import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';

type FileItem = {
  id: string;
  label: string;
  childrenCount?: number;
};

// A fake server: "Archive" cannot be read, and "Inbox" gets new files.
const inbox: FileItem[] = [{ id: 'inbox-1', label: 'welcome.txt', childrenCount: 0 }];
const topLevel: FileItem[] = [
  { id: 'inbox', label: 'Inbox', childrenCount: -1 },
  { id: 'archive', label: 'Archive', childrenCount: -1 },
];

function fetchFolder(parentId?: string): Promise<FileItem[]> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (parentId === 'archive') {
        reject(new Error('Could not load folder archive: access denied'));
      } else {
        resolve(parentId === 'inbox' ? [...inbox] : topLevel);
      }
    }, 500);
  });
}

const dataSource = {
  getTreeItems: fetchFolder,
  getChildrenCount: (item: FileItem) => item.childrenCount ?? 0,
};

// Children are kept for 30 seconds instead of the default five minutes.
const cache = new DataSourceCacheDefault({ ttl: 30_000 });

export default function LazyLoadingRefresh() {
  const apiRef = useRichTreeViewProApiRef();
  const [received, setReceived] = React.useState(1);

  const receiveFile = () => {
    const next = received + 1;
    inbox.push({ id: `inbox-${next}`, label: `message-${next}.txt`, childrenCount: 0 });
    setReceived(next);
    // Fetches the children of "Inbox" again, past the cache.
    void apiRef.current?.updateItemChildren('inbox');
  };

  return (
    <Stack spacing={1} sx={{ minHeight: 280, minWidth: 260 }}>
      <Box>
        <Button size="small" variant="outlined" onClick={receiveFile}>
          Receive a file in Inbox
        </Button>
      </Box>
      <RichTreeViewPro
        aria-label="Mail folders"
        apiRef={apiRef}
        items={[]}
        dataSource={dataSource}
        dataSourceCache={cache}
      />
    </Stack>
  );
}
