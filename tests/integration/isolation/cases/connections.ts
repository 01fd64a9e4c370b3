import { sameRequest, type MethodCase, type RouteCases, type World } from "../types";
import { spare } from "../world";

const aConnection = ({ a }: World) => ({ params: { id: String(a.connectionId) } });
const aSimulator = ({ a }: World) => ({ params: { whatsappId: String(a.connectionId) } });
const connectionBody = ({ a }: World) => ({ name: "Intruder", provider: "simulator", defaultDepartment: a.queueId });
const WAPP = "ERR_NO_WAPP_FOUND";

const onConnection = () => sameRequest(aConnection, WAPP);
const onSimulator = (body?: unknown) => sameRequest((world) => ({ ...aSimulator(world), body }), WAPP);
// Deleting or logging out aims A's control at a spare connection, so later cases keep A's.
const deleteConnection: MethodCase = {
  foreign: aConnection,
  expectError: WAPP,
  own: async ({ a }) => ({ params: { id: String(await spare.connection(a)) } }),
};

export const cases: RouteCases = {
  // The connections by name for the transfer dialog: B's list holds only B's.
  "/api/whatsapp/list": {
    GET: {
      foreign: () => ({}),
      verify: ({ status, json }, { b }) => {
        expect(status).toBe(200);
        expect((json as { id: number }[]).map((c) => c.id).sort()).toEqual(
          [b.connectionId, b.cloudConnectionId].sort(),
        );
      },
    },
  },
  "/api/whatsapp": {
    GET: {
      foreign: () => ({}),
      verify: ({ status, json }, { a, b }) => {
        expect(status).toBe(200);
        expect((json as { id: number }[]).map((c) => c.id)).toEqual([b.connectionId, b.cloudConnectionId]);
        expect((json as { id: number }[]).map((c) => c.id)).not.toContain(a.connectionId);
      },
    },
    // Tenant A's queue as the default department is not found for tenant B.
    POST: {
      foreign: (world) => ({ body: connectionBody(world) }),
      expectError: "ERR_NOT_FOUND",
      own: (world) => ({ body: { ...connectionBody(world), name: "Own" } }),
    },
  },
  "/api/whatsapp/[id]": {
    GET: onConnection(),
    PUT: {
      foreign: (world) => ({
        ...aConnection(world),
        body: { ...connectionBody(world), defaultDepartment: world.b.queueId },
      }),
      expectError: WAPP,
      own: (world) => ({ ...aConnection(world), body: { ...connectionBody(world), isDefault: true } }),
    },
    DELETE: deleteConnection,
  },
  "/api/whatsapp/[id]/generate-qr": { GET: onConnection() },
  "/api/whatsapp-zapi-fetchsession/[id]": { GET: onConnection() },
  "/api/whatsappsession/[id]": {
    POST: onConnection(),
    PUT: onConnection(),
    DELETE: deleteConnection,
  },
  "/api/whatsappsessionZapi/[id]": { DELETE: deleteConnection },
  "/api/simulator/[whatsappId]/scan": { POST: onSimulator() },
  "/api/simulator/[whatsappId]/inbound": { POST: onSimulator({ from: "5511999990000", body: "hi" }) },
  "/api/simulator/[whatsappId]/outbox": { GET: onSimulator() },
  "/api/simulator/[whatsappId]/fail-sends": { POST: onSimulator({ count: 1 }) },
  "/api/simulator/[whatsappId]/ack": { POST: onSimulator({ id: "SIM1", ack: 3 }) },
  // A number none of the world's contacts has.
  "/api/simulator/[whatsappId]/not-on-whatsapp": { POST: onSimulator({ numbers: ["5511900000999"] }) },
};
