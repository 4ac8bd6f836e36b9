import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ArchitectureIcon from '@mui/icons-material/Architecture';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { fileKindOf, type FileKind } from '../document-files.js';
import { fileManagerMessages as text } from './messages.js';

const ICONS: Readonly<Record<FileKind, typeof PictureAsPdfOutlinedIcon>> = {
  pdf: PictureAsPdfOutlinedIcon,
  image: ImageOutlinedIcon,
  spreadsheet: TableChartOutlinedIcon,
  text: DescriptionOutlinedIcon,
  plan: ArchitectureIcon,
  archive: ArchiveOutlinedIcon,
  other: InsertDriveFileOutlinedIcon,
};

/** The icon of a file's kind, named for screen readers (« PDF », « Plan »…). */
export function FileKindIcon({ extension }: { extension: string }) {
  const kind = fileKindOf(extension);
  const Icon = ICONS[kind];
  return (
    <Icon
      fontSize="small"
      titleAccess={text.kind[kind]}
      color={kind === 'pdf' ? 'error' : 'action'}
    />
  );
}
