"use client";

import { Search } from "lucide-react";
import { Input } from "./input";

type Props = { value: string; onChange: (value: string) => void; label: string };

/** A list screen's search box: a searchbox named by `label`, with the magnifier. */
export function SearchInput({ value, onChange, label }: Props) {
  return (
    <div className="relative w-full sm:w-80">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        aria-label={label}
        className="pl-9"
      />
    </div>
  );
}
