import { z } from "zod";
import { API_SCOPES } from "@/lib/auth/api-key-scopes";
import { errorStatus, type ErrorCode } from "@/lib/errors/app-error";
import type { RouteOptions } from "@/lib/http/route";
import { errorSchema } from "./schemas";

type JsonSchema = Record<string, unknown>;
type Declared = { readonly options?: RouteOptions };
/** A route file of the public API: its path pattern (as on disk, "/api/v1/tickets/[id]") and its exports. */
export type ApiRouteModule = { path: string; methods: Partial<Record<string, Declared>> };

// The errors every operation of the public API may answer, besides its own input's 400 and 404s.
const COMMON_ERRORS: Partial<Record<number, ErrorCode[]>> = {
  400: ["ERR_BAD_REQUEST"],
  401: ["ERR_API_KEY_INVALID", "ERR_SESSION_EXPIRED"],
  403: ["ERR_API_KEY_SCOPE", "ERR_NO_PERMISSION"],
  404: ["ERR_NOT_FOUND"],
  429: ["ERR_API_KEY_RATE_LIMITED"],
};

/** A zod schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1: what a client sends, or what it gets. */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** An object schema's properties as parameters of one place (path, query). */
function parametersOf(schema: z.ZodType | undefined, place: "path" | "query") {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, "input") as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === "path" || required.includes(name),
    ...(typeof property.description === "string" && { description: property.description }),
    schema: property,
  }));
}

const errorResponse = (status: number, codes: ErrorCode[]) => ({
  description: `Codes: ${codes.join(", ")}`,
  ...(status === 429 && {
    headers: { "Retry-After": { description: "Seconds until the key may send again", schema: { type: "integer" } } },
  }),
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** The codes of the catalogue the operation may answer, by status. */
function errorsOf(options: RouteOptions) {
  const errors = new Map(Object.entries(COMMON_ERRORS).map(([status, codes]) => [Number(status), [...codes!]]));
  if (!options.body && !options.query && !options.params) errors.delete(400);
  for (const code of options.doc?.errors ?? []) {
    const status = errorStatus[code];
    errors.set(status, [...new Set([...(errors.get(status) ?? []), code])]);
  }
  return new Map([...errors].sort(([a], [b]) => a - b));
}

const operationId = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .replace(/^\/api\/v1/, "")
    .split("/")
    .filter(Boolean)
    .map((part) => {
      const name = part
        .replace(/^\[(\w+)\]$/, "by-$1")
        .replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string) => (c ?? "").toUpperCase());
      return name.charAt(0).toUpperCase() + name.slice(1);
    })
    .join("");

function operation(method: string, path: string, options: RouteOptions) {
  const doc = options.doc!;
  const headers = Object.entries(doc.headers ?? {}).map(([name, schema]) => ({
    name,
    in: "header",
    required: false,
    schema: jsonSchema(schema, "input"),
  }));
  const parameters = [...parametersOf(options.params, "path"), ...parametersOf(options.query, "query"), ...headers];
  const responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }> = {
    [doc.status]: {
      description: doc.summary,
      ...(doc.response && { content: { "application/json": { schema: jsonSchema(doc.response, "output") } } }),
    },
  };
  for (const [status, codes] of errorsOf(options)) responses[status] = errorResponse(status, codes);
  return {
    operationId: operationId(method, path),
    summary: doc.summary,
    ...(options.scope && { description: `Scope: \`${options.scope}\``, "x-scope": options.scope }),
    ...(parameters.length && { parameters }),
    ...(options.body && {
      requestBody: {
        required: true,
        content: { "application/json": { schema: jsonSchema(options.body, "input") } },
      },
    }),
    responses,
  };
}

/** One operation of the document, as /developers renders it. */
export type OpenApiOperation = ReturnType<typeof operation>;

/**
 * The public API's OpenAPI 3.1 document, generated from the routes' own declarations (their zod
 * schemas through zod's z.toJSONSchema, and the summary and answer of each `doc`): what a route
 * parses is what the document says, with the key scheme and the error catalogue.
 */
export function openApiDocument(routes: ApiRouteModule[], serverUrl = "/") {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const { path, methods } of routes) {
    for (const [method, handler] of Object.entries(methods)) {
      const options = handler?.options;
      if (!options?.doc) continue;
      const openApiPath = path.replace(/\[(\w+)\]/g, "{$1}");
      (paths[openApiPath] ??= {})[method.toLowerCase()] = operation(method, path, options);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Atende public API",
      version: "1.0.0",
      description: `Authenticate with \`Authorization: Bearer atd_…\`, a key an admin creates on the Integrations screen. Each key has scopes (${API_SCOPES.join(", ")}) and a limit of requests per minute.`,
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", bearerFormat: "atd_<key>", description: "A key of the public API" },
      },
      schemas: {
        Error: jsonSchema(errorSchema, "output"),
        ErrorCode: { type: "string", enum: Object.keys(errorStatus) },
      },
    },
  };
}
