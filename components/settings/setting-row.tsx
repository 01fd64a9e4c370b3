import { Label } from "@/components/ui/label";

/** One setting: its label and explanation on the left, the control (labelled by `id`) on the right. */
export function SettingRow({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-6 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      {children}
    </div>
  );
}
