"use client";

import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { get, type FieldErrors } from "react-hook-form";
import { useFieldMessage } from "@/components/catalog/use-field-message";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { MenuPreview } from "./menu-preview";
import type { EditorOption, QueueFormValues } from "./types";

type Props = {
  options: EditorOption[];
  onChange: (options: EditorOption[]) => void;
  errors: FieldErrors<QueueFormValues>;
  /** The form path of this level, e.g. "chatbots" or "chatbots.0.options". */
  path: string;
  /** The numbers of the options above, e.g. "2." for the sub-menu of option 2. */
  prefix?: string;
};

const moved = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/** One level of a queue's chatbot menu, in the order the bot numbers it; sub-menus nest below. */
export function ChatbotOptionsEditor({ options, onChange, errors, path, prefix = "" }: Props) {
  const t = useTranslations("queueDialog.chatbot");
  const message = useFieldMessage("queueDialog.errors");
  const change = (index: number, option: EditorOption) =>
    onChange(options.map((current, i) => (i === index ? option : current)));
  return (
    <ol className="grid gap-3">
      {options.map((option, index) => {
        const number = `${prefix}${index + 1}`;
        const label = option.name || t("option", { number });
        const children = option.options ?? [];
        return (
          <li
            key={option.id ?? `new-${path}-${index}`}
            className="grid gap-3 rounded-md border p-3"
            aria-label={t("option", { number })}
          >
            <div className="flex items-start gap-2">
              <span className="mt-2 min-w-6 text-sm font-semibold tabular-nums">{number}</span>
              <div className="grid flex-1 gap-3">
                <Field label={t("name")} error={message(get(errors, `${path}.${index}.name`))}>
                  {(props) => (
                    <Input
                      {...props}
                      value={option.name}
                      onChange={(e) => change(index, { ...option, name: e.target.value })}
                    />
                  )}
                </Field>
                <Field label={t("greeting")} error={message(get(errors, `${path}.${index}.greetingMessage`))}>
                  {(props) => (
                    <Textarea
                      rows={2}
                      {...props}
                      value={option.greetingMessage ?? ""}
                      onChange={(e) => change(index, { ...option, greetingMessage: e.target.value })}
                    />
                  )}
                </Field>
                <label className="flex items-center gap-3 text-sm">
                  <Switch
                    checked={!!option.isAgent}
                    disabled={children.length > 0}
                    onCheckedChange={(isAgent) => change(index, { ...option, isAgent })}
                  />
                  {t("isAgent")}
                </label>
              </div>
              <div className="flex flex-col gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t("moveUp", { name: label })}
                  disabled={index === 0}
                  onClick={() => onChange(moved(options, index, index - 1))}
                >
                  <ArrowUp />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t("moveDown", { name: label })}
                  disabled={index === options.length - 1}
                  onClick={() => onChange(moved(options, index, index + 1))}
                >
                  <ArrowDown />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t("remove", { name: label })}
                  onClick={() => onChange(options.filter((_, i) => i !== index))}
                >
                  <Trash2 />
                </Button>
              </div>
            </div>
            {!option.isAgent && (
              <div className="grid gap-3 border-l-2 pl-3">
                {children.length > 0 && (
                  <>
                    <ChatbotOptionsEditor
                      options={children}
                      onChange={(next) => change(index, { ...option, options: next })}
                      errors={errors}
                      path={`${path}.${index}.options`}
                      prefix={`${number}.`}
                    />
                    <MenuPreview
                      greeting={option.greetingMessage}
                      names={children.map((child) => child.name)}
                      label={`${t("preview")} (${number})`}
                    />
                  </>
                )}
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="w-fit"
                  onClick={() =>
                    change(index, {
                      ...option,
                      options: [...children, { name: "", greetingMessage: "", isAgent: false, options: [] }],
                    })
                  }
                >
                  <Plus />
                  {t("addChild", { name: label })}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
