import { baileysProvider } from "@/lib/whatsapp/baileys/baileys-session";
import { cloudProvider } from "@/lib/whatsapp/cloud/cloud-session";
import type { ProviderFactory, ProviderKind } from "@/lib/whatsapp/provider";
import { simulatorProvider } from "@/lib/whatsapp/simulator/simulator-session";
import { zapiProvider } from "@/lib/whatsapp/zapi/zapi-session";

export const providers: Record<ProviderKind, ProviderFactory> = {
  baileys: baileysProvider,
  zapi: zapiProvider,
  cloud: cloudProvider,
  simulator: simulatorProvider,
};
