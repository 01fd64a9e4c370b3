import { textColorOn } from "@/lib/colors/palette";

/** A tag's name on its own colour. */
export function TagChip({ name, color }: { name: string; color: string }) {
  return (
    <span
      className="inline-flex max-w-full items-center truncate rounded-full px-2.5 py-0.5 text-xs font-medium"
      style={{ backgroundColor: color, color: textColorOn(color) }}
    >
      {name}
    </span>
  );
}
