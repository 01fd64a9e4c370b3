import { can, canSeeAllTickets, isAdminPath, isPublicPath } from "@/lib/auth/permissions";

test("attendants may work tickets but see no admin items", () => {
  const user = { profile: "user" };
  expect(can(user, "tickets-manager:showall")).toBe(true);
  expect(can(user, "ticket-options:deleteTicket")).toBe(true);
  expect(can(user, "drawer-admin-items:view")).toBe(false);
  expect(can(user, "contacts-page:deleteContact")).toBe(false);
});

test("admins add the admin group, user modal fields and contact deletion; only SUPERADMIN manages tenants", () => {
  for (const profile of ["admin", "SUPERADMIN"]) {
    expect(can({ profile }, "drawer-admin-items:view")).toBe(true);
    expect(can({ profile }, "user-modal:editProfile")).toBe(true);
    expect(can({ profile }, "contacts-page:deleteContact")).toBe(true);
  }
  expect(can({ profile: "admin" }, "tenants:manage")).toBe(false);
  expect(can({ profile: "SUPERADMIN" }, "tenants:manage")).toBe(true);
});

test("any other role has no permissions", () => {
  expect(can({ profile: "toString" }, "tickets-manager:showall")).toBe(false);
  expect(can({ profile: "guest" }, "tickets-manager:showall")).toBe(false);
  expect(can(null, "tickets-manager:showall")).toBe(false);
});

test("All tickets: admins, SUPERADMIN or a user with canSeeAllTickets", () => {
  expect(canSeeAllTickets({ profile: "user", canSeeAllTickets: false })).toBe(false);
  expect(canSeeAllTickets({ profile: "user", canSeeAllTickets: true })).toBe(true);
  expect(canSeeAllTickets({ profile: "admin", canSeeAllTickets: false })).toBe(true);
  expect(canSeeAllTickets({ profile: "guest", canSeeAllTickets: true })).toBe(false);
});

test("admin paths are the admin group's screens and what lies under them", () => {
  expect(isAdminPath("/users")).toBe(true);
  expect(isAdminPath("/settings/x")).toBe(true);
  expect(isAdminPath("/usersettings")).toBe(false);
  expect(isAdminPath("/tickets")).toBe(false);
  expect(isAdminPath("/integrations")).toBe(true);
});

test("the public API's reference is the one page read signed out, besides login and the ERP's view", () => {
  expect(isPublicPath("/developers")).toBe(true);
  expect(isPublicPath("/developers/x")).toBe(true);
  expect(isPublicPath("/developersx")).toBe(false);
  expect(isPublicPath("/integrations")).toBe(false);
});
