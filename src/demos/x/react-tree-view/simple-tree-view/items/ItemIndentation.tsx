import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const INDENTATIONS = [12, 32];

export default function ItemIndentation() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      {INDENTATIONS.map((indentation) => (
        <Box key={indentation} sx={{ minWidth: 220 }}>
          <Typography variant="subtitle2">{indentation}px</Typography>
          <SimpleTreeView
            aria-label={`Tree indented by ${indentation}px`}
            itemChildrenIndentation={indentation}
            defaultExpandedItems={[`docs-${indentation}`, `guides-${indentation}`]}
          >
            <TreeItem itemId={`docs-${indentation}`} label="Docs">
              <TreeItem itemId={`guides-${indentation}`} label="Guides">
                <TreeItem itemId={`setup-${indentation}`} label="Setup" />
              </TreeItem>
              <TreeItem itemId={`api-${indentation}`} label="API" />
            </TreeItem>
          </SimpleTreeView>
        </Box>
      ))}
    </Stack>
  );
}
