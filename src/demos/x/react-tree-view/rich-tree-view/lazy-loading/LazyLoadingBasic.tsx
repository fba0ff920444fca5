import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

type FileItem = {
  id: string;
  label: string;
  childrenCount?: number;
};

// Stands in for a server: one folder level per request, after a short delay.
const FOLDERS: Record<string, FileItem[]> = {
  root: [
    { id: 'documents', label: 'Documents', childrenCount: 2 },
    { id: 'photos', label: 'Photos', childrenCount: 2 },
    { id: 'notes', label: 'notes.txt', childrenCount: 0 },
  ],
  documents: [
    { id: 'invoices', label: 'Invoices', childrenCount: 2 },
    { id: 'cv', label: 'cv.pdf', childrenCount: 0 },
  ],
  invoices: [
    { id: 'invoice-1', label: 'january.pdf', childrenCount: 0 },
    { id: 'invoice-2', label: 'february.pdf', childrenCount: 0 },
  ],
  photos: [
    { id: 'beach', label: 'beach.jpg', childrenCount: 0 },
    { id: 'mountains', label: 'mountains.jpg', childrenCount: 0 },
  ],
};

function fetchFolder(parentId?: string): Promise<FileItem[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(FOLDERS[parentId ?? 'root'] ?? []), 600);
  });
}

const dataSource = {
  getTreeItems: fetchFolder,
  getChildrenCount: (item: FileItem) => item.childrenCount ?? 0,
};

export default function LazyLoadingBasic() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeViewPro aria-label="Files" items={[]} dataSource={dataSource} />
    </Box>
  );
}
