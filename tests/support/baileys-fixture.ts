import { readFileSync } from "node:fs";
import path from "node:path";
import { BufferJSON, type WAMessage } from "baileys";

/** A Baileys 7 payload from tests/fixtures/baileys, as BufferJSON writes it (binary fields as base64). */
export const baileysFixture = <T = WAMessage>(name: string): T =>
  JSON.parse(readFileSync(path.join(__dirname, "../fixtures/baileys", `${name}.json`), "utf8"), BufferJSON.reviver);
