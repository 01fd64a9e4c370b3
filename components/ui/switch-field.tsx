"use client";

import { useId } from "react";
import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { Label } from "./label";
import { Switch } from "./switch";

type Props<T extends FieldValues, Output extends FieldValues> = {
  control: Control<T, unknown, Output>;
  name: FieldPathByValue<T, boolean>;
  label: string;
  hint?: string;
  /** A disabled switch shows off, whatever the field holds. */
  disabled?: boolean;
};

/** A boolean field of a react-hook-form form as a labelled switch. */
export function SwitchField<T extends FieldValues, Output extends FieldValues>({
  control,
  name,
  label,
  hint,
  disabled,
}: Props<T, Output>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-3">
          <Switch
            id={id}
            checked={!disabled && field.value}
            disabled={disabled}
            aria-describedby={hint ? `${id}-hint` : undefined}
            onCheckedChange={field.onChange}
          />
          <Label htmlFor={id}>{label}</Label>
          {hint && (
            <span id={`${id}-hint`} className="text-xs text-muted-foreground">
              {hint}
            </span>
          )}
        </div>
      )}
    />
  );
}
