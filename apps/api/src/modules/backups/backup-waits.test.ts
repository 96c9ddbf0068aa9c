import { describe, expect, it } from "vitest";
import { RequestRate } from "../../lib/request-rate.js";
import { BACKUP_MAX_WAIT_MS, BUSY_REQUESTS_PER_SECOND, dailyBackupDue } from "./backups.service.js";

const DAY = 86_400_000;
const now = Date.parse("2026-11-25T10:00:00Z");

describe("the daily backup waits out a burst of requests", () => {
  it("skips while the latest is under a day old, waits during a burst, runs when it is quiet", () => {
    const busy = BUSY_REQUESTS_PER_SECOND + 1;
    expect(dailyBackupDue({ latestAt: now - DAY + 60_000, now, requestsPerSecond: 0 })).toBe("skip");
    expect(dailyBackupDue({ latestAt: now - DAY - 60_000, now, requestsPerSecond: busy })).toBe("wait");
    expect(dailyBackupDue({ latestAt: now - DAY - 60_000, now, requestsPerSecond: 1 })).toBe("run");
    expect(dailyBackupDue({ latestAt: null, now, requestsPerSecond: busy })).toBe("wait");
    expect(dailyBackupDue({ latestAt: null, now, requestsPerSecond: 0 })).toBe("run");
  });

  it("runs anyway once it is overdue by the longest wait", () => {
    const busy = BUSY_REQUESTS_PER_SECOND * 100;
    expect(dailyBackupDue({ latestAt: now - DAY - BACKUP_MAX_WAIT_MS, now, requestsPerSecond: busy })).toBe(
      "run",
    );
  });

  it("counts the requests of the last ten seconds", () => {
    const rate = new RequestRate(10);
    for (let i = 0; i < 100; i++) rate.hit(now + i * 50); // 100 requests in 5 s
    expect(rate.perSecond(now + 5_000)).toBe(10);
    // Ten seconds after the last one, none of them counts.
    expect(rate.perSecond(now + 15_000)).toBe(0);
    rate.hit(now + 15_000);
    expect(rate.perSecond(now + 15_000)).toBe(0.1);
  });
});
