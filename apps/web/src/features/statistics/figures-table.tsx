import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export interface FiguresTableProps {
  /** The table's caption and accessible name. */
  label: string;
  headers: readonly string[];
  rows: readonly { key: string; cells: readonly string[] }[];
  emptyMessage: string;
}

/** A small table of figures (a first text column, then numbers aligned right). */
export function FiguresTable({ label, headers, rows, emptyMessage }: FiguresTableProps) {
  if (rows.length === 0) return <Typography color="text.secondary">{emptyMessage}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((header, index) => (
              <TableCell key={header} align={index === 0 ? 'left' : 'right'}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell
                  // The cells of a row are positional: a column never moves.
                  key={index}
                  align={index === 0 ? 'left' : 'right'}
                  {...(index === 0 ? { component: 'th', scope: 'row' } : {})}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
