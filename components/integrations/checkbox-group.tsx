"use client";

type Props<T extends string> = {
  legend: string;
  options: readonly T[];
  /** Each option's text, shown before its code; without it, the code alone. */
  labelOf?: (option: T) => string;
  value: T[];
  onChange: (value: T[]) => void;
  /** The validation message, already in the user's language. */
  error?: string;
  errorId: string;
};

/** A fieldset of checkboxes choosing some of a fixed list (scopes, events), in the list's order. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  labelOf,
  value,
  onChange,
  error,
  errorId,
}: Props<T>) {
  const toggle = (option: T, checked: boolean) =>
    onChange(options.filter((each) => (each === option ? checked : value.includes(each))));
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={value.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            <span>
              {labelOf && `${labelOf(option)} `}
              <code className="text-xs text-muted-foreground">{option}</code>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
