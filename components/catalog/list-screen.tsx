"use client";

import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";

type Props = {
  title: string;
  searchLabel?: string;
  search?: string;
  onSearch?: (value: string) => void;
  /** More of the screen's controls, between the search and the add button. */
  controls?: React.ReactNode;
  addLabel: string;
  onAdd: () => void;
  children: React.ReactNode;
};

/** The frame of a catalogue screen: title, optional search, add button, then the table. */
export function ListScreen({ title, searchLabel, search, onSearch, controls, addLabel, onAdd, children }: Props) {
  return (
    <section className="flex h-full min-h-0 flex-col gap-4 p-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-xl font-semibold">{title}</h1>
        {onSearch && searchLabel && <SearchInput value={search ?? ""} onChange={onSearch} label={searchLabel} />}
        {controls}
        <Button onClick={onAdd}>
          <Plus />
          {addLabel}
        </Button>
      </header>
      {children}
    </section>
  );
}
