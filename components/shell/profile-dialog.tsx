"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { UserDialog } from "@/components/users/user-dialog";
import type { UserOptions } from "@/components/users/types";
import type { ShellUser } from "./drawer-content";

/** Profile in the drawer: the user dialog on one's own record. */
export function ProfileDialog({
  user,
  options,
  children,
}: {
  user: ShellUser;
  options: UserOptions;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <UserDialog
      open={open}
      onOpenChange={setOpen}
      userId={user.id}
      viewer={user}
      options={options}
      onSaved={() => router.refresh()}
    >
      {children}
    </UserDialog>
  );
}
