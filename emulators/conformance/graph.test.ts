/**
 * The Microsoft Graph stand-in as the official Graph JavaScript client sees it (@microsoft/microsoft-graph-client 3,
 * unmodified): over the stand-in's TLS listener, the client sends the bearer token and its PageIterator follows the
 * https @odata.nextLinks through every page.
 */
import { Client, PageIterator, type FetchOptions, type PageCollection } from "@microsoft/microsoft-graph-client";
import { Agent } from "undici";
import { connect, graphEvent, startTest, type TestStandIn } from "../microsoft/testing";

const EVENTS = Array.from({ length: 5 }, (_, i) =>
  graphEvent(`e${i + 1}`, `2024-05-0${i + 1}T09:00:00.0000000`, `2024-05-0${i + 1}T10:00:00.0000000`),
);

// Real clients on a busy 2-core machine (Amplify runs SRP on its own JavaScript big integers).
jest.setTimeout(60_000);

let emu: TestStandIn;
let token: string;

beforeAll(async () => {
  emu = await startTest({ events: EVENTS, tls: { port: 0 } });
  token = String((await connect(emu)).access_token);
});

afterAll(() => emu.close());

/** A client for the stand-in's https origin that trusts its certificate (and nothing else is changed). */
function graphClient(accessToken: string): Client {
  const tls = emu.tls;
  if (!tls) throw new Error("the stand-in has no TLS listener");
  return Client.init({
    baseUrl: tls.url,
    customHosts: new Set([new URL(tls.url).hostname]),
    authProvider: (done) => done(null, accessToken),
    // Node's fetch takes an undici dispatcher; the client's FetchOptions type describes node-fetch's options.
    fetchOptions: { dispatcher: new Agent({ connect: { ca: tls.ca } }) } as unknown as FetchOptions,
  });
}

it("reads the signed-in user and pages through calendarView with PageIterator", async () => {
  const client = graphClient(token);
  const me = (await client.api("/me").get()) as { userPrincipalName?: string; mail?: string };
  expect(me.mail ?? me.userPrincipalName).toBe("consultant@northwind.example");

  const first = (await client
    .api("/me/calendarView")
    .query({ startDateTime: "2024-05-01T00:00:00Z", endDateTime: "2024-05-08T00:00:00Z" })
    .top(2)
    .get()) as PageCollection;
  expect(first.value).toHaveLength(2);
  expect(first["@odata.nextLink"]).toMatch(/^https:\/\//);

  const ids: string[] = [];
  await new PageIterator(client, first, (event: { id: string }) => {
    ids.push(event.id);
    return true;
  }).iterate();
  expect(ids).toEqual(["e1", "e2", "e3", "e4", "e5"]);
});

it("surfaces Graph's error for a bad token as a GraphError with its code", async () => {
  await expect(graphClient("not-a-token").api("/me").get()).rejects.toMatchObject({
    statusCode: 401,
    code: "InvalidAuthenticationToken",
  });
});
