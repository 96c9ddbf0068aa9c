import type { Config } from "../config.js";
import { payoutDetails } from "../db/schema.js";
import { complete, createWork, pastDate, wage } from "./factories.js";
import type { TestApp } from "./helpers.js";
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
    if (i >= cash) {
      await t.db.insert(payoutDetails).values(
        i % 2 === 0
          ? { userId: boy.id, upiId: `boy${boy.id}@okaxis` }
          : {
              userId: boy.id,
              accountNumber: `1234567800${boy.id}`,
              ifsc: "SBIN0001234",
              accountName: "Ravi K",
            },
      );
    }
    people.push({ boy, wage: w });
  }
  await complete(t, work.id);
  return { work, people };
}
