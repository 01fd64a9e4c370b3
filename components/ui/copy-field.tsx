"use client";

import { Button } from "./button";
import { Field } from "./field";
import { Input } from "./input";
import { toast } from "./toast";

type Props = {
  label: string;
  value: string;
  hint?: string;
  /** The button's text, its name for screen readers, and the toast once copied. */
  texts: { copy: string; copyLabel: string; copied: string };
};

/** A read-only value with a button that copies it (selected on focus, for copying by hand too). */
export function CopyField({ label, value, hint, texts }: Props) {
  const copy = () =>
    void navigator.clipboard.writeText(value).then(
      () => toast.success(texts.copied),
      () => undefined,
    );
  return (
    <Field label={label} hint={hint}>
      {(props) => (
        <div className="flex gap-2">
          <Input
            readOnly
            value={value}
            spellCheck={false}
            className="font-mono"
            onFocus={(event) => event.currentTarget.select()}
            {...props}
          />
          <Button type="button" variant="outline" aria-label={texts.copyLabel} onClick={copy}>
            {texts.copy}
          </Button>
        </div>
      )}
    </Field>
  );
}
