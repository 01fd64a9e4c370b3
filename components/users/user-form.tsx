"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { SwitchField } from "@/components/ui/switch-field";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { can, isAdmin } from "@/lib/auth/permissions";
import { api, ApiError } from "@/lib/client/api";
import { canGrantProfile } from "@/lib/users/manage-rules";
import {
  createUserSchema,
  PROFILES,
  updateOwnUserSchema,
  updateUserSchema,
  type UpdateUserInput,
} from "@/lib/users/schemas";
import { QueuesField } from "./queues-field";
import type { User, UserFormValues as FormValues, UserOptions, Viewer } from "./types";

// Spec section 5: a successful save closes the dialog after 400 ms.
const CLOSE_DELAY_MS = 400;

const valuesOf = (user?: User): FormValues => ({
  name: user?.name ?? "",
  email: user?.email ?? "",
  password: "",
  currentPassword: "",
  profile: (user?.profile as FormValues["profile"] | undefined) ?? "user",
  canSeeAllTickets: user?.canSeeAllTickets ?? false,
  whatsappId: user?.whatsappId ?? null,
  queueIds: user?.queues.map((q) => q.id) ?? [],
  status: user?.status ?? true,
  maxOpenTickets: user?.maxOpenTickets ?? null,
});

type Props = { user?: User; viewer: Viewer; options: UserOptions; onSaved: (user: User) => void; onCancel: () => void };

/** Create (no `user`) or edit a user; what may be edited follows the viewer's permissions. */
export function UserForm({ user, viewer, options, onSaved, onCancel }: Props) {
  const t = useTranslations();
  const id = useId();
  const showError = useErrorToast();
  const own = user?.id === viewer.id;
  const { register, control, handleSubmit, setError, formState } = useForm<FormValues, unknown, UpdateUserInput>({
    resolver: zodResolver(own ? updateOwnUserSchema : user ? updateUserSchema : createUserSchema) as Resolver<
      FormValues,
      unknown,
      UpdateUserInput
    >,
    defaultValues: valuesOf(user),
  });
  const { errors, isSubmitting } = formState;
  const lockIdentity = own && !isAdmin(viewer);
  const connections =
    user?.whatsapp && !options.connections.some((c) => c.id === user.whatsappId)
      ? [user.whatsapp, ...options.connections]
      : options.connections;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await api<User>(user ? `/users/${user.id}` : "/users", {
        method: user ? "PUT" : "POST",
        json: values,
      });
      toast.success(t("userDialog.saved"));
      await new Promise((resolve) => setTimeout(resolve, CLOSE_DELAY_MS));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.code === "ERR_DUPLICATED") setError("email", { message: "emailInUse" });
      else if (error instanceof ApiError && error.code === "ERR_WRONG_PASSWORD")
        setError("currentPassword", { message: "wrongPassword" }, { shouldFocus: true });
      else showError(error);
    }
  });

  const fieldError = (name: keyof FormValues) => {
    const message = errors[name]?.message;
    if (!message) return null;
    return (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {t.has(`validation.${message}`) ? t(`validation.${message}`) : t(`userDialog.${message}`)}
      </p>
    );
  };
  const described = (name: keyof FormValues) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {};

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t("userDialog.name")}</Label>
        <Input
          id={`${id}-name`}
          autoComplete="off"
          {...described("name")}
          {...register("name", { disabled: lockIdentity })}
        />
        {fieldError("name")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>{t("userDialog.email")}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          {...described("email")}
          {...register("email", { disabled: lockIdentity })}
        />
        {fieldError("email")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>{t("userDialog.password")}</Label>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          placeholder={user ? t("userDialog.keepPassword") : undefined}
          showLabel={t("login.showPassword")}
          hideLabel={t("login.hidePassword")}
          {...described("password")}
          {...register("password")}
        />
        {fieldError("password")}
      </div>
      {own && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-currentPassword`}>{t("userDialog.currentPassword")}</Label>
          <PasswordInput
            id={`${id}-currentPassword`}
            autoComplete="current-password"
            showLabel={t("login.showPassword")}
            hideLabel={t("login.hidePassword")}
            {...described("currentPassword")}
            {...register("currentPassword")}
          />
          <p className="text-sm text-muted-foreground">{t("userDialog.currentPasswordHint")}</p>
          {fieldError("currentPassword")}
        </div>
      )}
      {can(viewer, "user-modal:editProfile") && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-profile`}>{t("userDialog.profile")}</Label>
          <select id={`${id}-profile`} className={selectClass} {...register("profile", { disabled: own })}>
            {PROFILES.filter((p) => canGrantProfile(viewer, p) || p === user?.profile).map((p) => (
              <option key={p} value={p}>
                {t(`profile.profiles.${p}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {can(viewer, "user-modal:editQueues") && <QueuesField control={control} queues={options.queues} />}
      <Controller
        control={control}
        name="whatsappId"
        disabled={lockIdentity}
        render={({ field }) => (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-whatsapp`}>{t("userDialog.whatsapp")}</Label>
            <select
              id={`${id}-whatsapp`}
              className={selectClass}
              value={field.value ?? ""}
              disabled={field.disabled}
              onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{t("userDialog.noWhatsapp")}</option>
              {connections.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
      />
      {isAdmin(viewer) && (
        <Controller
          control={control}
          name="maxOpenTickets"
          render={({ field }) => (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-maxOpenTickets`}>{t("userDialog.maxOpenTickets")}</Label>
              <Input
                id={`${id}-maxOpenTickets`}
                type="number"
                min={1}
                inputMode="numeric"
                placeholder={t("userDialog.noLimit")}
                {...described("maxOpenTickets")}
                value={field.value ?? ""}
                onChange={(e) => field.onChange(e.target.value === "" ? null : Number(e.target.value))}
              />
              <p className="text-sm text-muted-foreground">{t("userDialog.maxOpenTicketsHint")}</p>
              {fieldError("maxOpenTickets")}
            </div>
          )}
        />
      )}
      {!own && <SwitchField control={control} name="canSeeAllTickets" label={t("userDialog.canSeeAllTickets")} />}
      {user && !own && isAdmin(viewer) && (
        <SwitchField control={control} name="status" label={t("userDialog.active")} />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("userDialog.cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {user ? t("userDialog.save") : t("userDialog.add")}
        </Button>
      </DialogFooter>
    </form>
  );
}

const selectClass =
  "h-9 rounded-md border border-input bg-background px-3 text-sm disabled:cursor-not-allowed disabled:opacity-50";
