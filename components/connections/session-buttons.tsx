"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import type { Connection } from "./types";

type Props = {
  connection: Connection;
  onShowQr: (connection: Connection) => void;
  onDisconnect: (connection: Connection) => void;
};

/** Spec section 4: what can be done with a session in each status. */
export function SessionButtons({ connection, onShowQr, onDisconnect }: Props) {
  const t = useTranslations("connections.session");
  const showError = useErrorToast();
  // The outcome arrives as session events; only a refusal is shown here.
  const request = (method: "POST" | "PUT") => api(`/whatsappsession/${connection.id}`, { method }).catch(showError);

  switch (connection.status) {
    case "qrcode":
      return (
        <Button size="sm" onClick={() => onShowQr(connection)}>
          {t("showQr")}
        </Button>
      );
    case "DISCONNECTED":
      return (
        <div className="flex gap-2">
          {!connection.zapi && (
            <Button size="sm" variant="outline" onClick={() => void request("POST")}>
              {t("retry")}
            </Button>
          )}
          {/* A Cloud API number is not paired: trying again checks it with Meta. */}
          {connection.provider !== "cloud" && (
            <Button size="sm" onClick={() => void request("PUT")}>
              {t("newQr")}
            </Button>
          )}
        </div>
      );
    case "CONNECTED":
    case "PAIRING":
    case "TIMEOUT":
      return (
        <Button size="sm" variant="outline" onClick={() => onDisconnect(connection)}>
          {t("disconnect")}
        </Button>
      );
    case "OPENING":
      return (
        <Button size="sm" variant="outline" disabled>
          <Spinner aria-hidden />
          {t("connecting")}
        </Button>
      );
  }
}
