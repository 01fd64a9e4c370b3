/**
 * JSON that PostgreSQL wrote, kept as its text: an answer writes it as it is (jsonResponse), so a
 * page of views is neither parsed from the database's text nor serialised again (that was half of
 * a ticket list's handler CPU, docs/PERFORMANCE.md). Whoever needs the values in Node reads
 * `value`, parsed once.
 */
export class JsonText<T> {
  #value?: T;

  constructor(readonly text: string) {}

  get value(): T {
    return (this.#value ??= JSON.parse(this.text) as T);
  }

  /** Any other JSON.stringify (a server page's data) sees the values. */
  toJSON(): T {
    return this.value;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * JSON.stringify, except that JsonText found as an answer's own fields (or as the answer) is
 * written as its text. Deeper JsonText goes through toJSON, parsed and serialised like any value.
 */
export function stringifyWithJsonText(data: unknown): string | undefined {
  if (data instanceof JsonText) return data.text;
  if (!isPlainObject(data) || !Object.values(data).some((field) => field instanceof JsonText))
    return JSON.stringify(data);
  const fields = Object.entries(data).flatMap(([key, field]) => {
    const text = field instanceof JsonText ? field.text : JSON.stringify(field);
    return text === undefined ? [] : [`${JSON.stringify(key)}:${text}`];
  });
  return `{${fields.join(",")}}`;
}
