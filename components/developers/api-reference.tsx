import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { OpenApiOperation, openApiDocument } from "@/lib/public-api/openapi";
import { bodyExample, fieldsOf, typeText, type JsonSchema } from "./json-schema";

type Document = ReturnType<typeof openApiDocument>;
type Entry = { method: string; path: string; operation: OpenApiOperation };

const anchorOf = (entry: Entry) => entry.operation.operationId;

/** The curl line of an operation, with a key, its path parameters as placeholders and a body example. */
function curlOf({ method, path, operation }: Entry, origin: string) {
  const lines = [`curl -X ${method.toUpperCase()} "${origin}${path}"`, `  -H "Authorization: Bearer atd_…"`];
  const body = operation.requestBody?.content["application/json"].schema;
  if (body) {
    lines.push(`  -H "Content-Type: application/json"`);
    lines.push(`  -d '${JSON.stringify(bodyExample(body))}'`);
  }
  return lines.join(" \\\n");
}

/** The public API's reference, rendered on the server from its OpenAPI document. */
export async function ApiReference({ document, origin }: { document: Document; origin: string }) {
  const t = await getTranslations("developers");
  const entries: Entry[] = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
  return (
    <div className="grid gap-8">
      <section aria-labelledby="auth" className="grid gap-2">
        <h2 id="auth" className="text-lg font-semibold">
          {t("auth")}
        </h2>
        <p className="text-sm">{document.info.description}</p>
        <p className="text-sm">{t("errorsIntro")}</p>
      </section>
      <nav aria-labelledby="operations" className="grid gap-2">
        <h2 id="operations" className="text-lg font-semibold">
          {t("operations")}
        </h2>
        <ul className="grid gap-1 text-sm">
          {entries.map((entry) => (
            <li key={anchorOf(entry)}>
              <a
                href={`#${anchorOf(entry)}`}
                className="inline-flex flex-wrap gap-2 underline-offset-4 hover:underline"
              >
                <code className="font-semibold uppercase">{entry.method}</code>
                <code className="break-all">{entry.path}</code>
                <span className="text-muted-foreground">{entry.operation.summary}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {entries.map((entry) => (
        <Operation key={anchorOf(entry)} entry={entry} origin={origin} />
      ))}
    </div>
  );
}

async function Operation({ entry, origin }: { entry: Entry; origin: string }) {
  const t = await getTranslations("developers");
  const { method, path, operation } = entry;
  const id = anchorOf(entry);
  const body = operation.requestBody?.content["application/json"].schema;
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"));
  const answer = success?.[1].content?.["application/json"].schema;
  return (
    <article id={id} aria-labelledby={`${id}-title`} className="grid scroll-mt-4 gap-4 rounded-md border p-4">
      <header className="grid gap-1">
        <h2 id={`${id}-title`} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          <Badge className="uppercase">{method}</Badge>
          <code className="break-all">{path}</code>
        </h2>
        <p>{operation.summary}</p>
        <p className="text-sm text-muted-foreground">
          {operation["x-scope"] ? t("scope", { scope: operation["x-scope"] }) : t("noScope")}
        </p>
      </header>
      {operation.parameters && (
        <Fields
          title={t("parameters")}
          rows={operation.parameters.map((parameter) => ({
            name: parameter.name,
            where: t(`in.${parameter.in as "path" | "query" | "header"}`),
            schema: parameter.schema,
            required: parameter.required,
          }))}
        />
      )}
      {body && <Fields title={t("body")} rows={fieldsOf(body).map((field) => ({ ...field, where: t("in.body") }))} />}
      {answer && (
        <Fields
          title={t("answer", { status: success[0] })}
          rows={fieldsOf(answer).map((field) => ({ ...field, where: "" }))}
        />
      )}
      <section aria-label={t("responses")} className="grid gap-2">
        <h3 className="font-medium">{t("responses")}</h3>
        <ul className="grid gap-1 text-sm">
          {Object.entries(operation.responses).map(([status, response]) => (
            <li key={status} className="flex flex-wrap gap-2">
              <code className="font-semibold">{status}</code>
              <span className="break-all">{response.description}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={t("example")} className="grid gap-2">
        <h3 className="font-medium">{t("example")}</h3>
        <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs">
          <code>{curlOf(entry, origin)}</code>
        </pre>
      </section>
    </article>
  );
}

type Row = { name: string; where: string; schema: JsonSchema; required: boolean };

async function Fields({ title, rows }: { title: string; rows: Row[] }) {
  const t = await getTranslations("developers");
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="font-medium">{title}</h3>
      <div className="overflow-x-auto rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("columns.name")}</TableHead>
              <TableHead>{t("columns.type")}</TableHead>
              <TableHead>{t("columns.description")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.where}-${row.name}`}>
                <TableCell className="align-top">
                  <code className="font-medium">{row.name}</code>
                  <div className="text-xs text-muted-foreground">
                    {[row.where, row.required ? t("required") : t("optional")].filter(Boolean).join(" · ")}
                  </div>
                </TableCell>
                <TableCell className="align-top whitespace-normal">
                  <code className="text-xs break-all">{typeText(row.schema)}</code>
                </TableCell>
                <TableCell className="align-top whitespace-normal">
                  {typeof row.schema.description === "string" ? row.schema.description : ""}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
