import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients } from "../../db/schema.js";
import { futureDate } from "../../test/factories.js";
import { listenOnLoopback, type StandIn, whatsappTestApp } from "../../test/graph-stand-in.js";
import { type TestApp, type TestUser, testContext } from "../../test/helpers.js";
import { BOOKING_ANSWER_QUEUE, sendBookingAnswer } from "./booking-answer.service.js";

/** The admin's answer to a booking reaches the client on WhatsApp, in his page's language. */

interface Sent {
  to: string;
  template: {
    name: string;
    language: { code: string };
    components: { type: string; parameters: { text: string }[] }[];
  };
}
const sent: Sent[] = [];
/** Numbers the stand-in answers as Meta answers a number that is not on WhatsApp. */
const notOnWhatsapp = new Set<string>();
let graph: StandIn;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  graph = await listenOnLoopback((_req, text, res) => {
    const body = JSON.parse(text) as Sent;
    res.setHeader("content-type", "application/json");
    if (notOnWhatsapp.has(body.to)) {
      res.writeHead(400);
      res.end(
        JSON.stringify({
          error: { message: "(#131026) Message undeliverable", type: "OAuthException", code: 131026 },
        }),
      );
      return;
    }
    sent.push(body);
    res.writeHead(200);
    res.end(JSON.stringify({ messages: [{ id: `wamid.b${sent.length}` }] }));
  });
  t = await whatsappTestApp(graph.url);
  admin = await t.createUser("admin");
}, 120_000);

afterAll(async () => {
  await t.close();
  await graph.stop();
});

let counter = 0;
/** A client with a booking, signed in once from a browser in `language`; the booking's id. */
async function bookingOf(language: "en" | "ml", contactPerson = "Anil Menon") {
  counter += 1;
  const mobile = `98471${String(counter).padStart(5, "0")}`;
  const [client] = await t.db
    .insert(clients)
    .values({ name: "Paragon Caterers", contactPerson, mobile })
    .returning();
  if (!client) throw new Error("no client");
  const link = await t.request({ method: "POST", url: `/api/clients/${client.id}/portal-link/`, as: admin });
  const session = await t.request({
    method: "POST",
    url: "/api/client-portal/signin/",
    payload: { token: link.json().token },
    headers: { "accept-language": language },
  });
  const created = await t.request({
    method: "POST",
    url: "/api/client-portal/bookings/",
    payload: {
      date: futureDate(6),
      reporting_time: "18:30",
      work_type: "dinner",
      venue_name: "Lakshmi\nAuditorium",
      address: "Main Road",
      place: "Ottapalam",
      district: "palakkad",
      guests: 300,
      needs: { boys: 5, head_boys: 1, supervisors: 0, captains: 0 },
    },
    headers: { authorization: `Bearer ${session.json().tokens.access}` },
  });
  expect(created.statusCode).toBe(201);
  return { id: created.json().id as number, mobile, clientId: client.id };
}

/** Runs the queued answers the way the queue's worker does. */
async function runQueued(bookingId: number) {
  const jobs = await t.app.database.query(
    "select data from pgboss.job where name = $1 and (data->>'bookingId')::int = $2",
    [BOOKING_ANSWER_QUEUE, bookingId],
  );
  const outcomes: string[] = [];
  for (const row of jobs.rows as { data: { bookingId: number } }[]) {
    outcomes.push(await sendBookingAnswer(testContext(t), row.data.bookingId));
  }
  return outcomes;
}

const answerOf = async (id: number) => {
  const list = await t.request({ url: "/api/bookings/", as: admin });
  return list.json().find((b: { id: number }) => b.id === id).answer;
};

describe("the client is told the admin's answer on WhatsApp", () => {
  it("a confirmed booking: booking_confirmed in Malayalam for a client whose page is in Malayalam, once", async () => {
    const booking = await bookingOf("ml");
    expect(await answerOf(booking.id)).toBeNull();
    const confirmed = await t.request({
      method: "POST",
      url: `/api/bookings/${booking.id}/confirm/`,
      payload: {},
      as: admin,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await answerOf(booking.id)).toEqual({ status: "queued", error: "" });
    const before = sent.length;
    expect(await runQueued(booking.id)).toEqual(["sent"]);
    // Run again (a redelivered job): nothing more goes out.
    expect(await sendBookingAnswer(testContext(t), booking.id)).toBe("gone");
    expect(sent.length).toBe(before + 1);
    const message = sent.at(-1);
    expect(message?.to).toBe(`91${booking.mobile}`);
    expect(message?.template.name).toBe("booking_confirmed_v1");
    expect(message?.template.language.code).toBe("ml");
    const params = message?.template.components[0]?.parameters.map((p) => p.text) ?? [];
    expect(params).toHaveLength(5);
    expect(params[0]).toBe("Anil Menon");
    // A template parameter holds no line break.
    expect(params[1]).toBe("Lakshmi Auditorium");
    expect(params[3]).toBe("വൈകുന്നേരം 6:30");
    expect(params[4]).toMatch(/\/client$/);
    expect(await answerOf(booking.id)).toEqual({ status: "sent", error: "" });
  });

  it("a declined booking: booking_declined in English with the admin's reason", async () => {
    const booking = await bookingOf("en");
    const declined = await t.request({
      method: "POST",
      url: `/api/bookings/${booking.id}/decline/`,
      payload: { reason: "No boys free\nthat day" },
      as: admin,
    });
    expect(declined.statusCode).toBe(200);
    expect(await runQueued(booking.id)).toEqual(["sent"]);
    const message = sent.at(-1);
    expect(message?.template.name).toBe("booking_declined_v1");
    expect(message?.template.language.code).toBe("en");
    expect(message?.template.components[0]?.parameters[3]?.text).toBe("No boys free that day");
  });

  it("a send Meta refuses stays on the booking, in the admin's list", async () => {
    const booking = await bookingOf("en");
    notOnWhatsapp.add(`91${booking.mobile}`);
    await t.request({
      method: "POST",
      url: `/api/bookings/${booking.id}/decline/`,
      payload: { reason: "Full that day" },
      as: admin,
    });
    expect(await runQueued(booking.id)).toEqual(["failed"]);
    const answer = await answerOf(booking.id);
    expect(answer.status).toBe("failed");
    expect(answer.error).toContain("131026");
  });

  it("the admin reads whether his page is on, when he last signed in and in which language", async () => {
    const booking = await bookingOf("ml");
    const url = `/api/clients/${booking.clientId}/portal/`;
    const before = await t.request({ url, as: admin });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ enabled: true, language: "ml" });
    expect(before.json().last_signin_at).not.toBeNull();
    await t.request({ method: "PUT", url, payload: { enabled: false }, as: admin });
    expect((await t.request({ url, as: admin })).json().enabled).toBe(false);
  });
});
