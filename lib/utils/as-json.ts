/** The shape a value takes through JSON, as an API answers it: dates become strings, a JsonText its values. */
export type JsonOf<T> = T extends { toJSON(): infer Json }
  ? JsonOf<Json>
  : T extends readonly (infer Item)[]
    ? JsonOf<Item>[]
    : T extends object
      ? { [Key in keyof T]: JsonOf<T[Key]> }
      : T;

/** Data a server page hands to the client in the shape the API answers it, so both look alike. */
export const asJson = <T>(value: T) => JSON.parse(JSON.stringify(value)) as JsonOf<T>;
