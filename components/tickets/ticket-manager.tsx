"use client";

import { useState } from "react";
import { VisibilityFilter, type Visibility } from "./visibility-filter";

/** The left pane of /tickets (490 px): the controls of the ticket manager above its lists. */
export function TicketManager({ showVisibility, allMayBeSeen }: { showVisibility: boolean; allMayBeSeen: boolean }) {
  const [visibility, setVisibility] = useState<Visibility>(allMayBeSeen ? "all" : "me");
  return (
    <div className="flex items-center gap-2 border-b border-border p-2">
      {showVisibility && <VisibilityFilter value={visibility} onChange={setVisibility} allMayBeSeen={allMayBeSeen} />}
    </div>
  );
}
