import { ssoLanding } from "@/lib/auth/sso-landing";

test.each([
  [{}, "/tickets"],
  [{ ticketId: "42" }, "/tickets/42"],
  [{ ticketId: "42", view: "ChatViewCrm", paramEstimate: "T3LDp2FtZW50bw" }, "/ChatViewCrm/42/T3LDp2FtZW50bw"],
  [{ ticketId: "42", view: "crm" }, "/ChatViewCrm/42"],
  [{ ticketId: "42", view: "other" }, "/tickets/42"],
  [{ ticketId: "../admin" }, "/tickets"],
  [{ ticketId: "7", view: "ChatViewCrm", paramEstimate: "a/b?c" }, "/ChatViewCrm/7"],
])("%o lands on %s", (parts, landing) => {
  expect(ssoLanding(parts)).toBe(landing);
});
