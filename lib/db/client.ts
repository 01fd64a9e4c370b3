import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

// One client per process. server.ts and Next's route bundles load this module separately, so the
// instance lives on globalThis. It is created on first use, after server.ts has set DATABASE_URL.
const holder = globalThis as typeof globalThis & { __atendePrisma?: PrismaClient };

function client(): PrismaClient {
  if (!holder.__atendePrisma) {
    const connectionString = process.env.DATABASE_URL;
    if (!connectionString) throw new Error("DATABASE_URL is not set: start the app through server.ts");
    const max = Number(process.env.DATABASE_POOL_SIZE) || 10;
    holder.__atendePrisma = new PrismaClient({ adapter: new PrismaPg({ connectionString, max }) });
  }
  return holder.__atendePrisma;
}

export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, key) {
    const real = client();
    const value = Reflect.get(real, key);
    return typeof value === "function" ? value.bind(real) : value;
  },
});

export async function disconnectPrisma() {
  await holder.__atendePrisma?.$disconnect();
  holder.__atendePrisma = undefined;
}
