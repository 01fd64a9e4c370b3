import { GET as profilePicture } from "@/app/api/messages/download-profilePicture/[idGraf]/[mediaURL]/route";
import { prisma } from "@/lib/db/client";
import { call } from "@/tests/support/factories";
import { makeContact, makeDesk } from "@/tests/support/ticket-factories";

const PICTURE =
  "https://pps.whatsapp.net/v/t61.24694-24/491_826_n.jpg?ccb=11-4&oh=01_Q5AaIB&oe=68F1C2D3&_nc_sid=5e03e0";

let desk: Awaited<ReturnType<typeof makeDesk>>;
let contactId: number;

beforeEach(async () => {
  desk = await makeDesk();
  contactId = (
    await prisma.contact.update({
      where: { id: (await makeContact(desk.idGraf)).id },
      data: { profilePicUrl: PICTURE },
    })
  ).id;
});

// Next hands the handler the path segments decoded; the path is what the client requested.
const get = (headers: Record<string, string>, idGraf: number, mediaURL: string) =>
  call(profilePicture, {
    headers,
    params: { idGraf: String(idGraf), mediaURL },
    path: `/api/messages/download-profilePicture/${idGraf}/${encodeURIComponent(mediaURL)}`,
  });

test("a contact's picture URL is answered, named by that URL or by the contact's id", async () => {
  expect(await get(desk.admin.headers, desk.idGraf, PICTURE)).toMatchObject({ status: 200, json: { url: PICTURE } });
  expect(await get(desk.admin.headers, desk.idGraf, String(contactId))).toMatchObject({
    status: 200,
    json: { url: PICTURE },
  });
});

test("addresses no contact of the tenant has, and contacts without a picture, are not found: nothing is fetched", async () => {
  for (const url of ["http://169.254.169.254/latest/meta-data", "http://127.0.0.1:5432/", `${PICTURE}&x=1`]) {
    expect((await get(desk.admin.headers, desk.idGraf, url)).status).toBe(404);
  }
  const faceless = await makeContact(desk.idGraf);
  expect((await get(desk.admin.headers, desk.idGraf, String(faceless.id))).status).toBe(404);
  expect((await get(desk.admin.headers, desk.idGraf, "99999999999")).status).toBe(404);
});

test("another tenant's pictures are not found, through its idGraf or through one's own", async () => {
  const stranger = await makeDesk();
  expect((await get(stranger.admin.headers, desk.idGraf, PICTURE)).status).toBe(404);
  expect((await get(stranger.admin.headers, stranger.idGraf, PICTURE)).status).toBe(404);
  expect((await get(stranger.admin.headers, stranger.idGraf, String(contactId))).status).toBe(404);
  expect((await get({}, desk.idGraf, PICTURE)).status).toBe(401);
});
