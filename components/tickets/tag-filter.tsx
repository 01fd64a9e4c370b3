"use client";

import { Tags } from "lucide-react";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { fetcher } from "@/lib/client/api";
import type { TagView } from "@/lib/tags/tag-view";

/**
 * The tags toggle (tags shown on the rows) and, while it is on, the filter by tags (GET /tags/list).
 * Switching it off clears the filter: a hidden filter would keep narrowing the lists unseen.
 */
export function TagFilter({
  showTags,
  onShowTags,
  selected,
  onChange,
}: {
  showTags: boolean;
  onShowTags: (show: boolean) => void;
  selected: number[];
  onChange: (tagIds: number[]) => void;
}) {
  const t = useTranslations("ticketsList");
  const toggle = () => {
    if (showTags && selected.length) onChange([]);
    onShowTags(!showTags);
  };
  const { data: tags } = useSWR<TagView[]>(showTags ? "/tags/list" : null, fetcher, { revalidateOnFocus: false });
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant={showTags ? "default" : "outline"}
        aria-pressed={showTags}
        onClick={toggle}
      >
        <Tags />
        {t("tags")}
      </Button>
      {showTags && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button type="button" size="sm" variant="outline">
              {t("tagFilter", { count: selected.length })}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {!tags?.length && (
              <DropdownMenuLabel className="font-normal text-muted-foreground">{t("noTags")}</DropdownMenuLabel>
            )}
            {tags?.map((tag) => (
              <DropdownMenuCheckboxItem
                key={tag.id}
                checked={selected.includes(tag.id)}
                onCheckedChange={(on) => onChange(on ? [...selected, tag.id] : selected.filter((id) => id !== tag.id))}
                onSelect={(e) => e.preventDefault()}
              >
                <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: tag.color }} />
                {tag.name}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </>
  );
}
