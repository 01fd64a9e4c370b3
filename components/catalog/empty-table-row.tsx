import { TableCell, TableRow } from "@/components/ui/table";

/** The one row of a table that has nothing to show, across all its columns. */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: React.ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} className="py-8 text-center text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  );
}
