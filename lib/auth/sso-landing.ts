// Where an ERP sign-in lands (spec section 2): /login/:token/:ticketId?/:view?/:paramEstimate?.
// The embedded chat view is asked for with view "ChatViewCrm" (or "crm"); parts that are not a
// ticket id or base64url text are ignored rather than placed in a URL.
const CRM_VIEWS = new Set(["chatviewcrm", "crm"]);

export function ssoLanding(parts: { ticketId?: string; view?: string; paramEstimate?: string }): string {
  const ticketId = parts.ticketId && /^\d{1,12}$/.test(parts.ticketId) ? parts.ticketId : undefined;
  const estimate =
    parts.paramEstimate && /^[A-Za-z0-9_-]+={0,2}$/.test(parts.paramEstimate) ? parts.paramEstimate : undefined;
  if (parts.view && CRM_VIEWS.has(parts.view.toLowerCase())) {
    return ["/ChatViewCrm", ticketId, ticketId && estimate].filter(Boolean).join("/");
  }
  return ticketId ? `/tickets/${ticketId}` : "/tickets";
}
