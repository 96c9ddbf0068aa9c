import { test } from "../fixtures";
import { adminScreens, publicScreens, subadminScreens, workerScreens } from "./screens";

// Every screen on a 360 px phone (the walks are in ./screens.ts).
const viewport = { width: 360, height: 740 };

test.describe("every screen at 360 px", () => {
  test("public screens at 360 px", ({ browser, request }) => publicScreens({ browser, request }, viewport));
  test("admin screens at 360 px", ({ browser, request }) => adminScreens({ browser, request }, viewport));
  test("sub-admin screens at 360 px", ({ browser, request }) =>
    subadminScreens({ browser, request }, viewport));
  test("worker screens at 360 px", ({ browser, request }) => workerScreens({ browser, request }, viewport));
});
