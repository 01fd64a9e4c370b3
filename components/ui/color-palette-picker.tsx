"use client";

import { Check } from "lucide-react";
import { COLOR_PALETTE, textColorOn } from "@/lib/colors/palette";
import { cn } from "@/lib/utils/cn";

type Props = {
  value: string;
  onChange: (color: string) => void;
  /** The group's accessible name. */
  label: string;
  /** Each swatch's accessible name, e.g. (color) => `Colour ${color}`. */
  swatchLabel: (color: string) => string;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/** The fixed palette of spec section 9 as a radio group: arrow keys move, Space/Enter pick. */
export function ColorPalettePicker({ value, onChange, label, swatchLabel, id, ...aria }: Props) {
  const selected = value.toLowerCase();
  const focusIndex = Math.max(
    0,
    COLOR_PALETTE.findIndex((color) => color === selected),
  );
  const move = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 5, ArrowLeft: -1, ArrowUp: -5 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + COLOR_PALETTE.length) % COLOR_PALETTE.length;
    onChange(COLOR_PALETTE[next]);
    (event.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <div id={id} role="radiogroup" aria-label={label} {...aria} className="grid w-fit grid-cols-10 gap-1.5">
      {COLOR_PALETTE.map((color, index) => {
        const checked = color === selected;
        return (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={swatchLabel(color)}
            tabIndex={index === focusIndex ? 0 : -1}
            onClick={() => onChange(color)}
            onKeyDown={(event) => move(event, index)}
            className={cn(
              "flex size-7 items-center justify-center rounded-full border outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
              checked && "ring-2 ring-foreground ring-offset-2",
            )}
            style={{ backgroundColor: color, color: textColorOn(color) }}
          >
            {checked && <Check className="size-4" aria-hidden />}
          </button>
        );
      })}
    </div>
  );
}
