// The permission rules of spec section 6, in one place for proxy, route handlers, socket handlers
// and the UI. A profile not listed here has no permissions.
export type Permission =
  | "tickets-manager:showall"
  | "ticket-options:deleteTicket"
  | "ticket-options:transferWhatsapp"
  | "drawer-admin-items:view"
  | "user-modal:editProfile"
  | "user-modal:editQueues"
  | "contacts-page:deleteContact"
  | "tenants:manage";

const userRules: Permission[] = ["tickets-manager:showall", "ticket-options:deleteTicket", "ticket-options:transferWhatsapp"];
const adminRules: Permission[] = [
  ...userRules,
  "drawer-admin-items:view",
  "user-modal:editProfile",
  "user-modal:editQueues",
  "contacts-page:deleteContact",
];

const rules: Record<string, readonly Permission[]> = {
  user: userRules,
  admin: adminRules,
  SUPERADMIN: [...adminRules, "tenants:manage"],
};

export function can(user: { profile: string } | null | undefined, permission: Permission): boolean {
  return !!user && Object.hasOwn(rules, user.profile) && rules[user.profile].includes(permission);
}

export const isAdmin = (user: { profile: string } | null | undefined) => can(user, "drawer-admin-items:view");
