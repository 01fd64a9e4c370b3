import type { RouteCases, World } from "../types";

const aConnection = ({ a }: World) => ({ params: { id: String(a.connectionId) } });
const aSimulator = ({ a }: World) => ({ params: { whatsappId: String(a.connectionId) } });
const connectionBody = ({ a }: World) => ({ name: "Intruder", provider: "simulator", defaultDepartment: a.queueId });

export const cases: RouteCases = {
  "/api/whatsapp": {
    GET: {
      foreign: () => ({}),
      verify: ({ status, json }, { a, b }) => {
        expect(status).toBe(200);
        expect((json as { id: number }[]).map((c) => c.id)).toEqual([b.connectionId]);
        expect((json as { id: number }[]).map((c) => c.id)).not.toContain(a.connectionId);
      },
    },
    // Tenant A's queue as the default department is not found for tenant B.
    POST: { foreign: (world) => ({ body: connectionBody(world) }) },
  },
  "/api/whatsapp/[id]": {
    GET: { foreign: aConnection },
    PUT: { foreign: (world) => ({ ...aConnection(world), body: { ...connectionBody(world), defaultDepartment: world.b.queueId } }) },
    DELETE: { foreign: aConnection },
  },
  "/api/whatsapp/[id]/generate-qr": { GET: { foreign: aConnection } },
  "/api/whatsapp-zapi-fetchsession/[id]": { GET: { foreign: aConnection } },
  "/api/whatsappsession/[id]": {
    POST: { foreign: aConnection },
    PUT: { foreign: aConnection },
    DELETE: { foreign: aConnection },
  },
  "/api/whatsappsessionZapi/[id]": { DELETE: { foreign: aConnection } },
  "/api/simulator/[whatsappId]/scan": { POST: { foreign: aSimulator } },
  "/api/simulator/[whatsappId]/inbound": { POST: { foreign: (world) => ({ ...aSimulator(world), body: { from: "5511999990000", body: "hi" } }) } },
  "/api/simulator/[whatsappId]/outbox": { GET: { foreign: aSimulator } },
  "/api/simulator/[whatsappId]/fail-sends": { POST: { foreign: (world) => ({ ...aSimulator(world), body: { count: 1 } }) } },
  "/api/simulator/[whatsappId]/ack": { POST: { foreign: (world) => ({ ...aSimulator(world), body: { id: "SIM1", ack: 3 } }) } },
};
