"use client";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  className?: string;
  /** What opens it, when the dialog comes with its own button. */
  trigger?: React.ReactNode;
  /** The item to edit is still loading: a spinner labelled `loadingLabel` stands in for the form. */
  loading?: boolean;
  loadingLabel?: string;
  children: React.ReactNode;
};

/** A dialog holding one add/edit form; the form mounts afresh each time it opens. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  closeLabel,
  className,
  trigger,
  loading,
  loadingLabel,
  children,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent closeLabel={closeLabel} className={className ?? "max-h-[calc(100dvh-2rem)] overflow-y-auto"}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        {open && (loading ? <Spinner className="mx-auto" aria-label={loadingLabel} /> : children)}
      </DialogContent>
    </Dialog>
  );
}
