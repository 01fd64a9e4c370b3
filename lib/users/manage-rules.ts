import { isAdmin } from "@/lib/auth/permissions";

type Member = { profile: string };

/**
 * Who may edit or delete whom, for the use cases and the Users screen alike. Only a SUPERADMIN
 * manages a SUPERADMIN account or grants that profile: an admin who could change a SUPERADMIN's
 * password could sign in as one.
 */
export const canManageUser = (actor: Member, target: Member) =>
  isAdmin(actor) && (target.profile !== "SUPERADMIN" || actor.profile === "SUPERADMIN");

export const canGrantProfile = (actor: Member, profile: string) =>
  isAdmin(actor) && (profile !== "SUPERADMIN" || actor.profile === "SUPERADMIN");
