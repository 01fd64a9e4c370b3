// Reading the JSON Schemas of the public API's document (zod's z.toJSONSchema output) for the
// reference page: a short type for a field, and an example value for the curl lines.

export type JsonSchema = Record<string, unknown>;

const asSchema = (value: unknown): JsonSchema => (value && typeof value === "object" ? (value as JsonSchema) : {});

/** "string", "integer | null", "pending | open | closed", "integer[]". */
export function typeText(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(" | ");
  if (Array.isArray(schema.anyOf)) return schema.anyOf.map((each) => typeText(asSchema(each))).join(" | ");
  if (schema.type === "array") return `${typeText(asSchema(schema.items))}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : String(schema.type ?? "any");
  return typeof schema.format === "string" ? `${type} (${schema.format})` : type;
}

/** An object schema's fields: name, schema, required. */
export function fieldsOf(schema: JsonSchema) {
  const properties = asSchema(schema.properties);
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(properties).map(([name, field]) => ({
    name,
    schema: asSchema(field),
    required: required.includes(name),
  }));
}

/** The schema's own example, else a plausible value of its type. */
export function exampleOf(schema: JsonSchema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) return exampleOf(asSchema(schema.anyOf[0]));
  switch (schema.type) {
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return true;
    case "array":
      return [exampleOf(asSchema(schema.items))];
    case "object":
      return Object.fromEntries(
        fieldsOf(schema)
          .filter((field) => field.required)
          .map((field) => [field.name, exampleOf(field.schema)]),
      );
    default:
      return schema.format === "date-time" ? "2026-01-31T12:00:00Z" : "text";
  }
}

/** A body's example: its required fields, or all of them when none is required (a partial change). */
export function bodyExample(schema: JsonSchema): Record<string, unknown> {
  const fields = fieldsOf(schema);
  const shown = fields.some((field) => field.required) ? fields.filter((field) => field.required) : fields.slice(0, 1);
  return Object.fromEntries(shown.map((field) => [field.name, exampleOf(field.schema)]));
}
