import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { clientAddress } from "@/lib/http/client-address";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { updateSettingBodySchema } from "@/lib/settings/schemas";
import { updateSetting } from "@/lib/settings/update-setting";

export const PUT = route<{ key: string }>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const { key } = await params;
  const { value, currentPassword } = await parseJson(req, updateSettingBodySchema);
  return NextResponse.json(
    await updateSetting(caller, key, value, { currentPassword, address: clientAddress(req.headers) }),
  );
});
