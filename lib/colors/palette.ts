// Spec section 9: the colour picker offers a fixed palette of 50 colours, stored as hash-prefixed
// hex. Ten hues in five shades each, dark enough for white text on the lighter half.
export const COLOR_PALETTE = [
  "#fecaca", "#f87171", "#ef4444", "#b91c1c", "#7f1d1d",
  "#fed7aa", "#fb923c", "#f97316", "#c2410c", "#7c2d12",
  "#fde68a", "#fbbf24", "#f59e0b", "#b45309", "#78350f",
  "#bbf7d0", "#4ade80", "#22c55e", "#15803d", "#14532d",
  "#99f6e4", "#2dd4bf", "#14b8a6", "#0f766e", "#134e4a",
  "#bae6fd", "#38bdf8", "#0ea5e9", "#0369a1", "#0c4a6e",
  "#bfdbfe", "#60a5fa", "#2563eb", "#1d4ed8", "#1e3a8a",
  "#ddd6fe", "#a78bfa", "#8b5cf6", "#6d28d9", "#4c1d95",
  "#fbcfe8", "#f472b6", "#ec4899", "#be185d", "#831843",
  "#e5e7eb", "#9ca3af", "#6b7280", "#374151", "#111827",
] as const;

/** Black or white, whichever reads better on `hex` (#rrggbb). */
export function textColorOn(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) || 0);
  return (r * 299 + g * 587 + b * 114) / 1000 > 150 ? "#111827" : "#ffffff";
}
