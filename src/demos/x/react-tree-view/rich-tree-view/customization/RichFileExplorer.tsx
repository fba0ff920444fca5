import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import ImageRoundedIcon from '@mui/icons-material/ImageRounded';
import PictureAsPdfRoundedIcon from '@mui/icons-material/PictureAsPdfRounded';
import DescriptionRoundedIcon from '@mui/icons-material/DescriptionRounded';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel, useTreeItemUtils } from '@mui/x-tree-view/hooks';

type FileKind = 'folder' | 'image' | 'pdf' | 'doc';

type FileItem = {
  id: string;
  label: string;
  kind: FileKind;
  size?: string;
  children?: FileItem[];
};

const ITEMS: FileItem[] = [
  {
    id: 'documents',
    label: 'Documents',
    kind: 'folder',
    children: [
      { id: 'contract', label: 'Contract.pdf', kind: 'pdf', size: '240 KB' },
      { id: 'notes', label: 'Notes.docx', kind: 'doc', size: '18 KB' },
    ],
  },
  {
    id: 'pictures',
    label: 'Pictures',
    kind: 'folder',
    children: [
      { id: 'beach', label: 'Beach.png', kind: 'image', size: '2.1 MB' },
      { id: 'forest', label: 'Forest.png', kind: 'image', size: '3.4 MB' },
    ],
  },
  { id: 'budget', label: 'Budget.pdf', kind: 'pdf', size: '96 KB' },
];

const ICONS: Record<Exclude<FileKind, 'folder'>, React.ElementType> = {
  image: ImageRoundedIcon,
  pdf: PictureAsPdfRoundedIcon,
  doc: DescriptionRoundedIcon,
};

function FileTreeItem(props: TreeItemProps) {
  // The original item object and the item's state, read from the tree.
  const item = useTreeItemModel<FileItem>(props.itemId);
  const { status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  let Icon: React.ElementType = DescriptionRoundedIcon;
  if (item?.kind === 'folder') {
    Icon = status.expanded ? FolderOpenRoundedIcon : FolderRoundedIcon;
  } else if (item) {
    Icon = ICONS[item.kind];
  }

  return (
    <TreeItem
      {...props}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
          <Icon fontSize="small" sx={{ color: item?.kind === 'folder' ? 'warning.main' : 'primary.main' }} />
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {props.label}
          </Typography>
          {item?.size ? (
            <Typography variant="caption" color="text.secondary">
              {item.size}
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
}

export default function RichFileExplorer() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 280, maxWidth: 400 }}>
      <RichTreeView
        aria-label="File explorer"
        items={ITEMS}
        defaultExpandedItems={['documents']}
        slots={{ item: FileTreeItem }}
      />
    </Box>
  );
}
