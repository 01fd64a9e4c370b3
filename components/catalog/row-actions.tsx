"use client";

import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { editLabel: string; deleteLabel: string; onEdit: () => void; onDelete: () => void };

/** A row's edit and delete buttons, named for screen readers by what they act on. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: Props) {
  return (
    <div className="flex justify-end gap-1 whitespace-nowrap">
      <Button variant="ghost" size="icon" aria-label={editLabel} onClick={onEdit}>
        <Pencil />
      </Button>
      <Button variant="ghost" size="icon" aria-label={deleteLabel} onClick={onDelete}>
        <Trash2 />
      </Button>
    </div>
  );
}
