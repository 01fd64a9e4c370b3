import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { clientAddress } from "@/lib/http/client-address";
import { textParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { updateSettingBodySchema } from "@/lib/settings/schemas";
import { updateSetting } from "@/lib/settings/update-setting";

export const PUT = apiRoute(
  { permission: ADMIN, params: textParams("key"), body: updateSettingBodySchema },
  async ({ req, caller, params, body: { value, currentPassword } }) =>
    NextResponse.json(
      await updateSetting(caller, params.key, value, { currentPassword, address: clientAddress(req.headers) }),
    ),
);
