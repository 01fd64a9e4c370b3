"use client";

import { useFormContext } from "react-hook-form";
import { useFieldMessage } from "@/components/catalog/use-field-message";
import type { ConnectionFormValues } from "./connection-form-values";

/** The connection form's message for a field, in the user's language (useFieldMessage). */
export function useFieldError() {
  const message = useFieldMessage("connections.form");
  const { formState } = useFormContext<ConnectionFormValues>();
  return (name: keyof ConnectionFormValues) => message(formState.errors[name]);
}
