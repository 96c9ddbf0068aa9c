// Caddy for the deploy check: the shipped deploy/Caddyfile with only the machine-specific parts
// changed (a local name with Caddy's internal certificate authority, loopback-only listeners on
// free ports, the app's port, a temporary log), and an HTTPS client that trusts only that authority.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";

export const SITE = "catercrew.test";

function onPath(name) {
  for (const dir of (process.env.PATH ?? "").split(":").filter(Boolean))
    if (existsSync(path.join(dir, name))) return path.join(dir, name);
  return null;
}

/** The caddy binary; installs the distribution's package as root on Debian or Ubuntu when missing. */
export function ensureCaddy() {
  const found = onPath("caddy");
  if (found) return found;
  const debian = existsSync("/etc/debian_version");
  if (process.getuid?.() === 0 && debian) {
    console.log("Caddy is not installed: apt-get install caddy");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "-qq", "caddy"], { stdio: "inherit", env });
    const installed = onPath("caddy");
    if (installed) return installed;
  }
  throw new Error("Caddy is needed: install it (Debian/Ubuntu: sudo apt-get install caddy)");
}

function replaceOnce(text, from, to) {
  if (!text.includes(from)) throw new Error(`deploy/Caddyfile no longer contains "${from.trim()}"`);
  return text.replace(from, to);
}

/** deploy/Caddyfile made local: returns the text to run. */
export function localCaddyfile(root, { appPort, httpPort, httpsPort, logFile }) {
  let text = readFileSync(path.join(root, "deploy/Caddyfile"), "utf8");
  text = text.replace(/^\{\n[\s\S]*?\n\}\n/m, "");
  const globals = `{\n\tadmin off\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tlocal_certs\n\tskip_install_trust\n}\n`;
  text = globals + text;
  text = replaceOnce(text, "catercrew.example.com {", `${SITE} {\n\ttls internal\n\tbind 127.0.0.1`);
  text = replaceOnce(text, "reverse_proxy 127.0.0.1:3000", `reverse_proxy 127.0.0.1:${appPort}`);
  return replaceOnce(text, "/var/log/caddy/catercrew-access.log", logFile);
}

/** Starts Caddy with its state in `dir`; resolves once HTTPS answers on the site name. */
export async function startCaddy({ caddy, config, dir, httpsPort }) {
  const file = path.join(dir, "Caddyfile");
  writeFileSync(file, config);
  const env = {
    ...process.env,
    HOME: dir,
    XDG_DATA_HOME: path.join(dir, "data"),
    XDG_CONFIG_HOME: path.join(dir, "config"),
  };
  const child = spawn(caddy, ["run", "--config", file, "--adapter", "caddyfile"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const rootCert = path.join(dir, "data/caddy/pki/authorities/local/root.crt");
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`caddy exited:\n${output}`);
    if (existsSync(rootCert)) {
      const ca = readFileSync(rootCert);
      const ok = await request({ port: httpsPort, ca, path: "/" }).then(
        () => true,
        () => false,
      );
      if (ok) return { child, ca, output: () => output };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`caddy did not serve HTTPS in 30 s:\n${output}`);
}

/**
 * One request; `ca` set: HTTPS to the site name through Caddy (verified against `ca`), else plain
 * HTTP. `localAddress` picks the loopback address the client speaks from (127.0.0.x).
 */
export function request({ port, ca, path: urlPath, method = "GET", headers = {}, body, localAddress }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const options = {
      host: "127.0.0.1",
      port,
      path: urlPath,
      method,
      localAddress,
      agent: false,
      headers: {
        host: SITE,
        ...(payload
          ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
          : {}),
        ...headers,
      },
      ...(ca ? { ca, servername: SITE } : {}),
    };
    const req = (ca ? https : http).request(options, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.setTimeout(60_000, () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    if (payload) req.write(payload);
    req.end();
  });
}
