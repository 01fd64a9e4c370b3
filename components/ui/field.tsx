"use client";

import { useId } from "react";
import { Label } from "./label";

type ControlProps = { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

type Props = {
  label: string;
  hint?: string;
  /** The validation message, already in the user's language. */
  error?: string;
  /** Renders the control with the attributes that tie it to its label, hint and message. */
  children: (props: ControlProps) => React.ReactNode;
};

/** A labelled form control with an optional hint and validation message. */
export function Field({ label, hint, error, children }: Props) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
