import { test } from "../fixtures";
import { adminScreens, publicScreens, subadminScreens, workerScreens } from "./screens";

// Every screen on a 1366 px desktop (the walks are in ./screens.ts).
const viewport = { width: 1366, height: 768 };

test.describe("every screen at 1366 px", () => {
  test("public screens at 1366 px", ({ browser, request }) => publicScreens({ browser, request }, viewport));
  test("admin screens at 1366 px", ({ browser, request }) => adminScreens({ browser, request }, viewport));
  test("sub-admin screens at 1366 px", ({ browser, request }) =>
    subadminScreens({ browser, request }, viewport));
  test("worker screens at 1366 px", ({ browser, request }) => workerScreens({ browser, request }, viewport));
});
