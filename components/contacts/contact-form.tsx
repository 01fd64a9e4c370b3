"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Controller, useFieldArray, useForm, type FieldPath } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useErrorText, useErrorToast } from "@/components/ui/use-error-toast";
import { api, ApiError } from "@/lib/client/api";
import { contactSchema, DEFAULT_ZONE_CODE, type ContactFormValues, type ContactInput } from "@/lib/contacts/schemas";
import { CountrySelect } from "./country-select";
import type { Contact } from "./types";

// Spec section 9: a successful save closes the form after 400 ms.
const CLOSE_DELAY_MS = 400;

function valuesOf(contact?: Contact): ContactFormValues {
  const zoneCode = contact?.zoneCode ?? DEFAULT_ZONE_CODE;
  const number = contact?.number ?? "";
  return {
    name: contact?.name ?? "",
    zoneCode,
    // The form shows the national digits; the country picker holds the calling code.
    number: number.startsWith(zoneCode) ? number.slice(zoneCode.length) : number,
    email: contact?.email ?? "",
    extraInfo: contact?.extraInfo.map(({ name, value }) => ({ name, value })) ?? [],
  };
}

type Props = { contact?: Contact; onSaved: (contact: Contact) => void; onCancel: () => void };

/** The contact form of spec section 5: name, country, number, e-mail and extra name/value pairs. */
export function ContactForm({ contact, onSaved, onCancel }: Props) {
  const t = useTranslations("contactDialog");
  const showError = useErrorToast();
  const errorText = useErrorText();
  const { register, control, handleSubmit, setError, formState } = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: valuesOf(contact),
  });
  const extraInfo = useFieldArray({ control, name: "extraInfo" });
  const { errors, isSubmitting } = formState;
  // The schema's keys, or a code the server gave the field (a number not on WhatsApp).
  const message = (key?: string) =>
    !key ? undefined : t.has(`validation.${key}`) ? t(`validation.${key}`) : errorText({ code: key });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await api<Contact>(contact ? `/contacts/${contact.id}` : "/contacts", {
        method: contact ? "PUT" : "POST",
        json: values,
      });
      toast.success(t("saved"));
      await new Promise((resolve) => setTimeout(resolve, CLOSE_DELAY_MS));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.code === "ERR_DUPLICATED_CONTACT")
        setError("number", { message: "duplicated" });
      else if (error instanceof ApiError && error.code === "ERR_WAPP_INVALID_CONTACT")
        setError("number", { message: error.code });
      else if (error instanceof ApiError && error.details?.length) {
        error.details.forEach(({ path, message: key }) =>
          setError(path as FieldPath<ContactFormValues>, { message: key }),
        );
      } else showError(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <Field label={t("name")} error={message(errors.name?.message)}>
        {(field) => <Input {...field} autoComplete="off" {...register("name")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Field label={t("country")} error={message(errors.zoneCode?.message)}>
          {(field) => (
            <Controller
              control={control}
              name="zoneCode"
              render={({ field: { value, onChange, onBlur } }) => (
                <CountrySelect
                  {...field}
                  zoneCode={value ?? DEFAULT_ZONE_CODE}
                  onZoneCodeChange={onChange}
                  onBlur={onBlur}
                />
              )}
            />
          )}
        </Field>
        <Field label={t("number")} hint={t("numberHint")} error={message(errors.number?.message)}>
          {(field) => <Input {...field} type="tel" inputMode="tel" autoComplete="off" {...register("number")} />}
        </Field>
      </div>
      <Field label={t("email")} error={message(errors.email?.message)}>
        {(field) => <Input {...field} type="email" autoComplete="off" {...register("email")} />}
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t("extraInfo")}</legend>
        {extraInfo.fields.map((item, index) => (
          <div key={item.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2">
            <Field label={t("extraName")} error={message(errors.extraInfo?.[index]?.name?.message)}>
              {(field) => <Input {...field} {...register(`extraInfo.${index}.name`)} />}
            </Field>
            <Field label={t("extraValue")} error={message(errors.extraInfo?.[index]?.value?.message)}>
              {(field) => <Input {...field} {...register(`extraInfo.${index}.value`)} />}
            </Field>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="mt-7"
              aria-label={t("removeExtra", { index: index + 1 })}
              onClick={() => extraInfo.remove(index)}
            >
              <Trash2 />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => extraInfo.append({ name: "", value: "" })}
        >
          <Plus />
          {t("addExtra")}
        </Button>
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {contact ? t("save") : t("add")}
        </Button>
      </DialogFooter>
    </form>
  );
}
