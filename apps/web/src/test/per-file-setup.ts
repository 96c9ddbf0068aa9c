import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { sessions } from "@/lib/session";

// The component tests share a worker's modules (no isolation between files, as in the API
// project): what one file leaves behind is cleared here, before and after each of its tests.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  // English by default: in tests the macros carry their English source, so no catalogue is needed.
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const area of ["admin", "subadmin", "user"] as const) sessions[area].set(null);
});

// React's scheduler runs its work in a later turn (setImmediate in Node). Work a file's last test
// left queued must run while this file's window still exists: otherwise it runs after the
// environment is torn down and fails the whole run with "window is not defined".
afterAll(async () => {
  // Toasts live in a module the files share: none is carried into the next file.
  toast.dismiss();
  cleanup();
  for (let turn = 0; turn < 5; turn += 1) await new Promise<void>((done) => setImmediate(done));
});
