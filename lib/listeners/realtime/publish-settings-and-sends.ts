import { prisma } from "@/lib/db/client";
import { batchViewInclude, toBatchView } from "@/lib/bulk/batch-view";
import { channels } from "@/lib/realtime/channels";
import { emitToAdmins, emitToTenant } from "@/lib/realtime/emitter";
import { scheduleViewInclude, toScheduleView } from "@/lib/schedules/schedule-view";
import type { SettingKey } from "@/lib/settings/defaults";
import { ERP_SSO_SECRET_KEY } from "@/lib/settings/schemas";
import { ssoSecretSelect, toSsoSecretView } from "@/lib/settings/sso-secret-view";

/** `bulkMessage-{idGraf}` with the batch's progress. */
export async function publishBatch(batchId: number) {
  const row = await prisma.bulkMessageBatch.findUnique({ where: { id: batchId }, include: batchViewInclude });
  if (row) emitToTenant(row.idGraf, channels.bulkMessage(row.idGraf), { action: "update", batch: toBatchView(row) });
}

export async function publishSchedule(scheduleId: number) {
  const row = await prisma.schedule.findUnique({ where: { id: scheduleId }, include: scheduleViewInclude });
  if (row) emitToTenant(row.idGraf, channels.schedule(row.idGraf), { action: "update", schedule: toScheduleView(row) });
}

export const publishScheduleDeleted = (idGraf: number, scheduleId: number) =>
  emitToTenant(idGraf, channels.schedule(idGraf), { action: "delete", scheduleId });

/** A setting to the tenant's admins: its value, or for the SSO secret only whether it is set, by whom and when. */
export async function publishSetting(idGraf: number, key: string) {
  if (key === ERP_SSO_SECRET_KEY) {
    const tenant = await prisma.tenant.findUnique({ where: { id: idGraf }, select: ssoSecretSelect });
    if (!tenant) return;
    const { isSet, changedAt, changedBy } = toSsoSecretView(tenant);
    emitToAdmins(idGraf, channels.settings, { action: "update", setting: { key, isSet, changedAt, changedBy } });
    return;
  }
  const row = await prisma.setting.findUnique({ where: { idGraf_key: { idGraf, key } } });
  if (row)
    emitToAdmins(idGraf, channels.settings, {
      action: "update",
      setting: { key: key as SettingKey, value: row.value },
    });
}
