import bcrypt from "bcryptjs";
import { env } from "@/lib/config/env";

// A hash keeps its cost, so lowering PASSWORD_HASH_COST (tests only) never weakens existing hashes.
export const hashPassword = (password: string) => bcrypt.hash(password, env().PASSWORD_HASH_COST);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);
