import path from "node:path";
import { routePatterns } from "@/server/route-patterns";

// The request histogram's route label and the request log's route come from the app folder as it
// is on disk, matched as Next matches: never the raw path.
const routeOf = routePatterns(path.resolve(__dirname, "../../app"));

test.each([
  ["/api/tickets/123", "/api/tickets/[id]"],
  ["/api/tickets/dashboard", "/api/tickets/dashboard"],
  ["/api/tickets", "/api/tickets"],
  ["/api/tickets/9/markAsRead", "/api/tickets/[id]/markAsRead"],
  ["/api/getCountTickets/false/true/4", "/api/getCountTickets/[withoutQueue]/[showAll]/[userId]"],
  ["/api/auth/login", "/api/auth/login"],
  ["/api/auth/session", "/api/auth/[...nextauth]"],
  ["/api/auth/callback/credentials", "/api/auth/[...nextauth]"],
  ["/api/no/such/route", "/api/[[...unknown]]"],
  ["/api", "/api/[[...unknown]]"],
  ["/login/an-erp-token/55/chat", "/login/[[...parametro]]"],
  ["/login", "/login/[[...parametro]]"],
  ["/tickets/42", "/tickets/[[...ticketId]]"],
  ["/contacts", "/contacts"],
  ["/", "/"],
  ["/icon.svg", "/icon.svg"],
  ["/_next/static/chunks/app.js", "/_next/static"],
  ["/_next/image", "/_next"],
  ["/wp-admin/setup.php", "unmatched"],
])("%s is counted as %s", (pathname, pattern) => {
  expect(routeOf(pathname)).toBe(pattern);
});
