"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useConnections } from "@/components/connections/use-connections";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { ContactMessageForm } from "./contact-message-form";
import { NotOnWhatsappForm } from "./not-on-whatsapp-form";
import { OutboxTable } from "./outbox-table";
import { SimulatorConnections } from "./simulator-connections";

/** A pretend phone for the simulator connections: pairing, writing as a contact, acknowledging. */
export function SimulatorScreen() {
  const t = useTranslations("simulator");
  const tn = useTranslations("simulatorNumbers");
  const { data } = useConnections();
  const connections = data?.filter((connection) => connection.provider === "simulator");
  const [chosenId, setChosenId] = useState<number>();
  const paired = connections?.filter((connection) => connection.status === "CONNECTED") ?? [];
  const selected = paired.find((connection) => connection.id === chosenId) ?? paired[0];

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </header>
      <section aria-labelledby="simulator-connections" className="flex flex-col gap-3">
        <h2 id="simulator-connections" className="font-medium">
          {t("connections")}
        </h2>
        {connections ? <SimulatorConnections connections={connections} /> : <Spinner className="mx-auto" />}
      </section>
      {selected ? (
        <>
          <div className="flex items-center gap-3">
            <Label htmlFor="simulator-connection">{t("connection")}</Label>
            <NativeSelect
              id="simulator-connection"
              className="w-auto"
              value={selected.id}
              onChange={(event) => setChosenId(Number(event.target.value))}
            >
              {paired.map((connection) => (
                <option key={connection.id} value={connection.id}>
                  {connection.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <section aria-labelledby="simulator-write" className="flex flex-col gap-3">
            <h2 id="simulator-write" className="font-medium">
              {t("write")}
            </h2>
            <ContactMessageForm key={selected.id} whatsappId={selected.id} />
          </section>
          <section aria-labelledby="simulator-numbers" className="flex flex-col gap-3">
            <h2 id="simulator-numbers" className="font-medium">
              {tn("title")}
            </h2>
            <NotOnWhatsappForm key={selected.id} whatsappId={selected.id} />
          </section>
          <section aria-labelledby="simulator-outbox" className="flex flex-col gap-3">
            <h2 id="simulator-outbox" className="font-medium">
              {t("outbox")}
            </h2>
            <OutboxTable whatsappId={selected.id} />
          </section>
        </>
      ) : (
        connections && connections.length > 0 && <p className="text-sm text-muted-foreground">{t("pairFirst")}</p>
      )}
    </section>
  );
}
