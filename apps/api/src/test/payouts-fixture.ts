import { eq } from "drizzle-orm";
import type { Config } from "../config.js";
import { payoutDetails, users } from "../db/schema.js";
import { complete, createWork, pastDate, wage } from "./factories.js";
import { createTestApp, type TestApp, type TestUser } from "./helpers.js";
import { RazorpayxStandIn } from "./razorpayx-stand-in.js";

/** The stand-in on loopback and the settings that send payouts to it through the outbound guard. */
export async function razorpayxStandIn(): Promise<{ standIn: RazorpayxStandIn; overrides: Partial<Config> }> {
  const standIn = await new RazorpayxStandIn(
    "rzp_test_CaterCrew01",
    "stand-in-key-secret",
    "whsec-stand-in",
  ).start();
  return {
    standIn,
    overrides: {
      outbound: { standIns: [standIn.origin] },
      payouts: {
        provider: "razorpayx",
        dailyCapPaise: undefined,
        razorpayx: {
          keyId: standIn.keyId,
          keySecret: standIn.keySecret,
          accountNumber: "7878780080316316",
          webhookSecret: standIn.webhookSecret,
          apiUrl: `${standIn.origin}/v1`,
          timeoutMs: 1_000,
        },
      },
    },
  };
}

/**
 * A completed work with `size` boys, each with a wage of ₹740.50 + his index; the first `cash`
 * of them gave no payout details, the others a UPI ID (odd ones a bank account instead).
 */
export async function paidCrew(t: TestApp, size: number, cash = 0) {
  const work = await createWork(t, { date: pastDate(1) });
  const people = [];
  for (let i = 0; i < size; i++) {
    const boy = await t.createUser("boys");
    const w = await wage(
      t,
      { workId: work.id, userId: boy.id },
      { roleType: "boys", totalWage: `${740 + i}.50` },
    );
    if (i >= cash && i % 2 === 0) {
      await t.db
        .update(users)
        .set({ upiId: `boy${boy.id}@okaxis` })
        .where(eq(users.id, boy.id));
    } else if (i >= cash) {
      await t.db.insert(payoutDetails).values({
        userId: boy.id,
        accountNumber: `1234567800${boy.id}`,
        ifsc: "SBIN0001234",
        accountName: "Ravi K",
      });
    }
    people.push({ boy, wage: w });
  }
  await complete(t, work.id);
  return { work, people };
}

/** A test app with an admin and a captain; `post(url, as, payload)` is a POST as a user. */
async function appWithStaff(overrides: Partial<Config>) {
  const t = await createTestApp(overrides);
  const admin = await t.createUser("admin");
  const captain = await t.createUser("subadmin");
  const post = (url: string, as: TestUser, payload: Record<string, unknown> = {}) =>
    t.request({ method: "POST", url, as, payload });
  return { t, admin, captain, post, close: () => t.close() };
}
export type PayoutsTestApp = Awaited<ReturnType<typeof appWithStaff>>;

/** The payout tests' app paying by the bank file or cash only; `dailyCapPaise`: PAYOUTS_DAILY_CAP_RUPEES. */
export function payoutsTestApp(
  provider: "bankfile" | "none",
  opts: { dailyCapPaise?: number } = {},
): Promise<PayoutsTestApp> {
  return appWithStaff({ payouts: { provider, razorpayx: undefined, dailyCapPaise: opts.dailyCapPaise } });
}

/** The payout tests' app paying through the RazorpayX stand-in; `close()` stops both. */
export async function razorpayxTestApp(): Promise<PayoutsTestApp & { standIn: RazorpayxStandIn }> {
  const s = await razorpayxStandIn();
  const app = await appWithStaff(s.overrides);
  const close = async () => {
    await app.close();
    await s.standIn.stop();
  };
  return { ...app, standIn: s.standIn, close };
}
