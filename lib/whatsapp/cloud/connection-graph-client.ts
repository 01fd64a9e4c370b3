import { prisma } from "@/lib/db/client";
import { graphClient } from "./graph-client";

/** The Graph API client of a Cloud API connection, or null for a connection of another provider or without credentials. */
export async function connectionGraphClient(whatsappId: number) {
  const connection = await prisma.whatsapp.findUnique({
    where: { id: whatsappId },
    select: { provider: true, cloudPhoneNumberId: true, cloudBusinessAccountId: true, cloudAccessToken: true },
  });
  if (connection?.provider !== "cloud" || !connection.cloudPhoneNumberId || !connection.cloudAccessToken) return null;
  return graphClient({
    phoneNumberId: connection.cloudPhoneNumberId,
    businessAccountId: connection.cloudBusinessAccountId,
    accessToken: connection.cloudAccessToken,
  });
}
