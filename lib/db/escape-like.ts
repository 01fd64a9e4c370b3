/**
 * Prisma's contains/startsWith/endsWith become LIKE patterns without escaping, so a searched `%`
 * or `_` would match anything; PostgreSQL's default escape character is the backslash.
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
