"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyTableRow } from "@/components/catalog/empty-table-row";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, tableStickyEnd } from "@/components/ui/table";
import { useNearBottom } from "@/lib/client/use-near-bottom";
import { canManageUser } from "@/lib/users/manage-rules";
import { PresenceDot } from "./presence-dot";
import type { User, Viewer } from "./types";

// Spec section 9: the users list loads its next page within 100 px of the bottom.
const LOAD_MORE_THRESHOLD_PX = 100;

type Props = {
  users: User[];
  loading: boolean;
  viewer: Viewer;
  onLoadMore: () => void;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
};

export function UsersTable({ users, loading, viewer, onLoadMore, onEdit, onDelete }: Props) {
  const t = useTranslations();
  const nearBottom = useNearBottom<HTMLDivElement>(onLoadMore, LOAD_MORE_THRESHOLD_PX, users.length);
  return (
    <div {...nearBottom} className="min-h-0 flex-1 overflow-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("users.columns.name")}</TableHead>
            <TableHead>{t("users.columns.email")}</TableHead>
            <TableHead>{t("users.columns.profile")}</TableHead>
            <TableHead>{t("users.columns.whatsapp")}</TableHead>
            <TableHead>{t("users.columns.status")}</TableHead>
            <TableHead>{t("users.columns.presence")}</TableHead>
            <TableHead className={cn("text-right", tableStickyEnd)}>{t("users.columns.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id}>
              <TableCell className="font-medium">{user.name}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{t(`profile.profiles.${user.profile}`)}</TableCell>
              <TableCell>{user.whatsapp?.name ?? "—"}</TableCell>
              <TableCell>
                <Badge variant={user.status ? "success" : "secondary"}>
                  {user.status ? t("users.active") : t("users.inactive")}
                </Badge>
              </TableCell>
              <TableCell>
                <PresenceDot presence={user.presence} />
              </TableCell>
              <TableCell className={cn("text-right whitespace-nowrap", tableStickyEnd)}>
                {canManageUser(viewer, user) && (
                  <>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("users.edit", { name: user.name })}
                      onClick={() => onEdit(user)}
                    >
                      <Pencil />
                    </Button>
                    {user.id !== viewer.id && (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t("users.delete", { name: user.name })}
                        onClick={() => onDelete(user)}
                      >
                        <Trash2 />
                      </Button>
                    )}
                  </>
                )}
              </TableCell>
            </TableRow>
          ))}
          {!loading && users.length === 0 && <EmptyTableRow colSpan={7}>{t("users.empty")}</EmptyTableRow>}
        </TableBody>
      </Table>
      {loading && <Spinner className="mx-auto my-4" aria-label={t("users.loading")} />}
    </div>
  );
}
