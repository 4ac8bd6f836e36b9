import type { Folder } from '@chaussee/sdk/react';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { fileManagerMessages as text } from './messages.js';

interface FolderTreeProps {
  folders: readonly Folder[] | undefined;
  isError: boolean;
  /** The open folder; null for the root. */
  selectedId: string | null;
  onSelect: (folderId: string | null) => void;
  /** Folders are made and renamed by the deliverables' uploaders. */
  mayEdit: boolean;
  onCreate: (parent: Folder | null) => void;
  onRename: (folder: Folder) => void;
}

/** Each folder's children, by parent id (`null` for the root), in the order the server gave. */
function childrenByParent(folders: readonly Folder[]): Map<string | null, Folder[]> {
  const byParent = new Map<string | null, Folder[]>();
  for (const folder of folders) {
    const siblings = byParent.get(folder.parentId) ?? [];
    siblings.push(folder);
    byParent.set(folder.parentId, siblings);
  }
  return byParent;
}

/**
 * The campaign's folders as a nested list: choosing one shows its files; « Racine » shows the
 * files in no folder. Every entry is a button (Tab and Enter), the open one marked as current.
 */
export function FolderTree({
  folders,
  isError,
  selectedId,
  onSelect,
  mayEdit,
  onCreate,
  onRename,
}: FolderTreeProps) {
  const byParent = childrenByParent(folders ?? []);
  const renderLevel = (parentId: string | null, depth: number) =>
    (byParent.get(parentId) ?? []).map((folder) => (
      <Box key={folder.id} component="li" sx={{ listStyle: 'none' }}>
        <ListItem
          disablePadding
          secondaryAction={
            mayEdit && (
              <IconButton
                edge="end"
                size="small"
                aria-label={text.renameFolder(folder.name)}
                onClick={() => {
                  onRename(folder);
                }}
              >
                <DriveFileRenameOutlineIcon fontSize="small" />
              </IconButton>
            )
          }
          component="div"
        >
          <ListItemButton
            selected={selectedId === folder.id}
            aria-current={selectedId === folder.id ? 'true' : undefined}
            onClick={() => {
              onSelect(folder.id);
            }}
            sx={{ pl: 2 + depth * 2 }}
          >
            <ListItemIcon sx={{ minWidth: 32 }}>
              <FolderOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={folder.name}
              secondary={text.folderCount(folder.documentsCount)}
            />
          </ListItemButton>
        </ListItem>
        {byParent.has(folder.id) && (
          <List disablePadding dense>
            {renderLevel(folder.id, depth + 1)}
          </List>
        )}
      </Box>
    ));
  return (
    <Box component="nav" aria-label={text.foldersLabel} sx={{ minWidth: 220 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" component="h2" sx={{ flexGrow: 1 }}>
          {text.foldersLabel}
        </Typography>
        {mayEdit && (
          <IconButton
            size="small"
            aria-label={
              selectedId === null
                ? text.newFolder
                : text.newFolderIn(folders?.find((folder) => folder.id === selectedId)?.name ?? '')
            }
            onClick={() => {
              onCreate(folders?.find((folder) => folder.id === selectedId) ?? null);
            }}
          >
            <CreateNewFolderOutlinedIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {isError && (
        <Typography variant="body2" color="error">
          {text.foldersFailed}
        </Typography>
      )}
      <List dense disablePadding>
        <Box component="li" sx={{ listStyle: 'none' }}>
          <ListItemButton
            selected={selectedId === null}
            aria-current={selectedId === null ? 'true' : undefined}
            onClick={() => {
              onSelect(null);
            }}
          >
            <ListItemIcon sx={{ minWidth: 32 }}>
              <FolderOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={text.rootFolder} />
          </ListItemButton>
        </Box>
        {folders === undefined && !isError ? (
          <Box component="li" sx={{ listStyle: 'none' }}>
            <Skeleton height={32} />
          </Box>
        ) : (
          renderLevel(null, 0)
        )}
      </List>
    </Box>
  );
}
