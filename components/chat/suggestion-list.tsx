"use client";

import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

type Props<T> = {
  id: string;
  label: string;
  empty: string;
  items: T[];
  active: number;
  keyOf: (item: T) => number;
  onChoose: (item: T) => void;
  children: (item: T) => ReactNode;
};

/**
 * What the composer suggests as the attendant types (quick answers after /, attendants after @):
 * a listbox it moves through with ↑/↓, chosen by Enter or a click that keeps the input's focus.
 */
export function SuggestionList<T>({ id, label, empty, items, active, keyOf, onChoose, children }: Props<T>) {
  return (
    <ul id={id} role="listbox" aria-label={label} className="max-h-56 overflow-y-auto border-b bg-background py-1">
      {items.length === 0 && <li className="px-4 py-2 text-sm text-muted-foreground">{empty}</li>}
      {items.map((item, index) => (
        <li
          key={keyOf(item)}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={cn("cursor-pointer px-4 py-2 text-sm", index === active && "bg-accent")}
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(item);
          }}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
