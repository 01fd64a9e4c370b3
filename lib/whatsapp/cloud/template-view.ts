import type { TemplateParameter } from "@/lib/whatsapp/provider";
import type { GraphTemplate } from "./graph-client";

/** An approved template as the composer offers it: its texts and the variables each one asks for. */
export type TemplateView = {
  name: string;
  language: string;
  category: string | null;
  header: string | null;
  body: string;
  footer: string | null;
  headerVariables: string[];
  bodyVariables: string[];
};

const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;
const HAS_VARIABLE = /\{\{\s*\w+\s*\}\}/;
const variablesOf = (text: string | null) => [
  ...new Set([...(text ?? "").matchAll(VARIABLE)].map((match) => match[1])),
];
const textOf = (template: GraphTemplate, type: string) =>
  template.components.find((c) => c.type === type)?.text ?? null;

/**
 * The template as the composer offers it, or null for those it cannot fill: not approved, a media
 * header (it needs a file), or a button with its own variable.
 */
export function toTemplateView(template: GraphTemplate): TemplateView | null {
  if (template.status !== "APPROVED") return null;
  const header = template.components.find((c) => c.type === "HEADER");
  if (header && header.format !== "TEXT") return null;
  if (template.components.some((c) => c.type === "BUTTONS" && HAS_VARIABLE.test(JSON.stringify(c)))) return null;
  const headerText = textOf(template, "HEADER");
  const body = textOf(template, "BODY") ?? "";
  return {
    name: template.name,
    language: template.language,
    category: template.category ?? null,
    header: headerText,
    body,
    footer: textOf(template, "FOOTER"),
    headerVariables: variablesOf(headerText),
    bodyVariables: variablesOf(body),
  };
}

/** Each variable with its value, by name where the template names them (positional ones by number). */
export const parametersOf = (variables: string[], values: string[]): TemplateParameter[] =>
  variables.map((name, index) => ({ text: values[index], ...(/^\d+$/.test(name) ? {} : { name }) }));

/** The template's text with its variables filled in, as the contact reads it. */
export function renderTemplate(view: TemplateView, header: string[], body: string[]): string {
  const fill = (text: string, variables: string[], values: string[]) =>
    text.replace(VARIABLE, (whole, name: string) => values[variables.indexOf(name)] ?? whole);
  return [
    view.header && `*${fill(view.header, view.headerVariables, header)}*`,
    fill(view.body, view.bodyVariables, body),
    view.footer,
  ]
    .filter(Boolean)
    .join("\n");
}
