"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Controller, useForm, useWatch } from "react-hook-form";
import { FormDialog } from "@/components/catalog/form-dialog";
import { useFieldMessage } from "@/components/catalog/use-field-message";
import { Button } from "@/components/ui/button";
import { ColorPalettePicker } from "@/components/ui/color-palette-picker";
import { DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, ApiError } from "@/lib/client/api";
import { COLOR_PALETTE } from "@/lib/colors/palette";
import { tagSchema, type TagInput } from "@/lib/tags/schemas";
import type { TagView } from "@/lib/tags/tag-view";
import { TagChip } from "./tag-chip";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tag?: TagView;
  onSaved?: (saved: TagView) => void;
};

/** Add or edit a tag: name (at least 3 characters) and a colour of the palette. */
export function TagDialog({ open, onOpenChange, tag, onSaved }: Props) {
  const t = useTranslations("tagDialog");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={tag ? t("editTitle") : t("addTitle")}
      closeLabel={t("cancel")}
    >
      <TagForm
        tag={tag}
        onCancel={() => onOpenChange(false)}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </FormDialog>
  );
}

function TagForm({
  tag,
  onCancel,
  onSaved,
}: {
  tag?: TagView;
  onCancel: () => void;
  onSaved: (saved: TagView) => void;
}) {
  const t = useTranslations();
  const message = useFieldMessage("tagDialog.errors");
  const showError = useErrorToast();
  const { register, control, handleSubmit, setError, formState } = useForm<TagInput>({
    resolver: zodResolver(tagSchema),
    defaultValues: { name: tag?.name ?? "", color: tag?.color ?? COLOR_PALETTE[32] },
  });
  const [name, color] = useWatch({ control, name: ["name", "color"] });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await api<TagView>(tag ? `/tags/${tag.id}` : "/tags", {
        method: tag ? "PUT" : "POST",
        json: values,
      });
      toast.success(t("tagDialog.saved"));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.code === "ERR_TAG_NAME_ALREADY_EXISTS")
        setError("name", { message: "duplicated" });
      else showError(error);
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <Field label={t("tagDialog.name")} error={message(formState.errors.name)}>
        {(props) => <Input autoComplete="off" {...props} {...register("name")} />}
      </Field>
      <Field label={t("tagDialog.color")} error={message(formState.errors.color)}>
        {(props) => (
          <Controller
            control={control}
            name="color"
            render={({ field }) => (
              <ColorPalettePicker
                {...props}
                value={field.value}
                onChange={field.onChange}
                label={t("tagDialog.color")}
                swatchLabel={(color) => t("colors.swatch", { color })}
              />
            )}
          />
        )}
      </Field>
      <div className="text-sm text-muted-foreground">
        {t("tagDialog.preview")} <TagChip name={name || t("tagDialog.name")} color={color} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("tagDialog.cancel")}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {tag ? t("tagDialog.save") : t("tagDialog.add")}
        </Button>
      </DialogFooter>
    </form>
  );
}
