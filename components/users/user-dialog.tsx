"use client";

import { useTranslations } from "next-intl";
import useSWR from "swr";
import { FormDialog } from "@/components/catalog/form-dialog";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { fetcher } from "@/lib/client/api";
import type { User, UserOptions, Viewer } from "./types";
import { UserForm } from "./user-form";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; without it the dialog creates one. */
  userId?: number;
  viewer: Viewer;
  options: UserOptions;
  onSaved?: (user: User) => void;
  /** Optional element that opens the dialog. */
  children?: React.ReactNode;
};

/** The user modal of the spec: add, edit, and one's own profile (when `userId` is the viewer's). */
export function UserDialog({ open, onOpenChange, userId, viewer, options, onSaved, children }: Props) {
  const t = useTranslations("userDialog");
  const showError = useErrorToast();
  const { data: user, mutate } = useSWR<User>(open && userId ? `/users/${userId}` : null, fetcher, {
    onError: showError,
  });
  const title = !userId ? t("addTitle") : userId === viewer.id ? t("ownTitle") : t("editTitle");

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t("close")}
      trigger={children}
      loading={Boolean(userId && !user)}
      loadingLabel={t("loading")}
    >
      <UserForm
        // A fresher copy of the user (revalidation) starts the form over from it.
        key={user?.updatedAt ?? "new"}
        user={user}
        viewer={viewer}
        options={options}
        onCancel={() => onOpenChange(false)}
        onSaved={(saved) => {
          if (userId) void mutate(saved, { revalidate: false });
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </FormDialog>
  );
}
