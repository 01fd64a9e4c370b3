"use client";

// Temporary stand-in with the contract's props (docs: contracts between branches); the chat pane's
// own component replaces this file when the branches are merged.
export function TicketChat({ ticketId, focusMessageId }: { ticketId: number; embedded?: boolean; paramEstimate?: string; focusMessageId?: number }) {
  return (
    <div data-testid="ticket-chat" data-ticket-id={ticketId} data-focus-message-id={focusMessageId} className="flex flex-1 items-center justify-center p-8 text-muted-foreground">
      #{ticketId}
    </div>
  );
}
