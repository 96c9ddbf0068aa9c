// The Chromium the browser tests drive: CHROME_PATH, else the system's, else Playwright's own; with
// none, one is installed (Playwright's installer where its download host answers, else apt-get
// as root on Debian or Ubuntu). Chromium's headless shell comes first where it is installed: the
// tests run headless anyway, and the shell (no browser window layer) takes half the CPU of the
// full browser (measured: daily-jobs-more.spec.ts, 45 CPU-seconds of Chromium against 101). BROWSER_SEARCH_PATH (folders, `:`-separated) replaces the folders
// searched for the system's browser, so a machine without one can be tried on one that has it.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import path from "node:path";

const NAMES = [
  "chromium-headless-shell",
  "chrome-headless-shell",
  "chromium",
  "chromium-browser", "google-chrome-stable", "google-chrome", "chrome"];
const FIXED_DIRS = ["/usr/bin", "/usr/local/bin", "/snap/bin", "/opt/google/chrome"];
export const INSTALL_HINT =
  "No Chromium found and none could be installed: install Chromium (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chrome or Chromium binary.";

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function systemChromium(env) {
  const dirs =
    env.BROWSER_SEARCH_PATH !== undefined
      ? env.BROWSER_SEARCH_PATH.split(":").filter(Boolean)
      : [...(env.PATH ?? "").split(":").filter(Boolean), ...FIXED_DIRS];
  // Every folder for the first name before the next name: a shell anywhere beats a full browser.
  for (const name of NAMES)
    for (const dir of dirs) {
      const file = path.join(dir, name);
      if (executable(file)) return file;
    }
  return null;
}

async function playwrightChromium() {
  try {
    const { chromium } = await import("playwright-core");
    const file = chromium.executablePath();
    return file && executable(file) ? file : null;
  } catch {
    return null;
  }
}

/** Where Chromium is now, and how it was found; null when there is none. */
export async function findChromium(env = process.env) {
  if (env.CHROME_PATH) {
    if (!executable(env.CHROME_PATH))
      throw new Error(`CHROME_PATH=${env.CHROME_PATH} is not an executable file`);
    return { path: env.CHROME_PATH, from: "CHROME_PATH" };
  }
  const system = systemChromium(env);
  if (system) return { path: system, from: "the system" };
  const own = await playwrightChromium();
  return own ? { path: own, from: "Playwright's own browsers" } : null;
}

async function canDownload(env) {
  const host = env.PLAYWRIGHT_DOWNLOAD_HOST || "https://cdn.playwright.dev";
  try {
    await fetch(host, { method: "HEAD", signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

function debianLike() {
  if (!existsSync("/etc/os-release")) return false;
  const text = readFileSync("/etc/os-release", "utf8");
  return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(text);
}

function run(cmd, args, env) {
  console.log(`$ ${cmd} ${args.join(" ")}`);
  const res = spawnSync(cmd, args, { stdio: "inherit", env });
  return res.status === 0;
}

/** Finds Chromium or installs one; throws INSTALL_HINT when neither works. */
export async function ensureChromium({ env = process.env, playwrightBin } = {}) {
  const found = await findChromium(env);
  if (found) return found;
  const root = process.getuid?.() === 0;
  if (playwrightBin && (await canDownload(env))) {
    console.log("No Chromium found: installing Playwright's own.");
    const args = ["install", ...(root && debianLike() ? ["--with-deps"] : []), "chromium"];
    if (run(playwrightBin, args, env)) {
      const own = await playwrightChromium();
      if (own) return { path: own, from: "Playwright's installer" };
    }
  }
  if (root && debianLike()) {
    console.log("No Chromium found: installing the distribution's package (apt-get).");
    const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
    if (run("apt-get", ["update", "-qq"], aptEnv)) {
      // The headless shell where the distribution has it (Debian 12 does), else the full browser.
      for (const pkg of ["chromium-headless-shell", "chromium"]) {
        if (!run("apt-get", ["install", "-y", "-qq", pkg], aptEnv)) continue;
        const system = systemChromium({ ...env, BROWSER_SEARCH_PATH: undefined });
        if (system) return { path: system, from: `apt-get install ${pkg}` };
      }
    }
  }
  throw new Error(INSTALL_HINT);
}
