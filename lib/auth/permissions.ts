import { AppError } from "@/lib/errors/app-error";

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

const userRules: Permission[] = [
  "tickets-manager:showall",
  "ticket-options:deleteTicket",
  "ticket-options:transferWhatsapp",
];
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

/** What the admin screens and their APIs need (a route declares it: lib/http/route.ts). */
export const ADMIN = "drawer-admin-items:view" satisfies Permission;

export const isAdmin = (user: { profile: string } | null | undefined) => can(user, ADMIN);

/** For route handlers and use cases: a caller without the permission gets 403 ERR_NO_PERMISSION. */
export function assertCan(user: { profile: string }, permission: Permission): void {
  if (!can(user, permission)) throw new AppError("ERR_NO_PERMISSION", "No permission");
}

/** The admin screens (/connections, /users, /queues, /tags, /settings, /reports, /integrations) and their APIs. */
export const assertAdmin = (user: { profile: string }) => assertCan(user, ADMIN);

export const ADMIN_PATHS = [
  "/connections",
  "/users",
  "/queues",
  "/tags",
  "/settings",
  "/simulator",
  "/reports",
  "/integrations",
] as const;

const underAny = (prefixes: readonly string[], pathname: string) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

export const isAdminPath = (pathname: string) => underAny(ADMIN_PATHS, pathname);

/** Pages anyone may read signed out: the public API's reference, as public as the API it documents. */
export const PUBLIC_PATHS = ["/developers"] as const;

export const isPublicPath = (pathname: string) => underAny(PUBLIC_PATHS, pathname);

/** The All-tickets filter (spec section 6): admins, SUPERADMIN, or a user with canSeeAllTickets. */
export const canSeeAllTickets = (user: { profile: string; canSeeAllTickets: boolean }) =>
  isAdmin(user) || (can(user, "tickets-manager:showall") && user.canSeeAllTickets);
