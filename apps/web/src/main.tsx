import { initI18n, loadCatalog } from "./lib/i18n";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing");

// `/` starts the landing page alone; every other address starts the router. The chosen module (and
// for `/` its catalogue) downloads while the shell's messages load; the page the server sent names
// the first screen's files and messages, so the browser is fetching them already
// (app/first-screens.json). The worker home's reads start now too (app/warm-reads).
const { pathname } = window.location;
const home = pathname === "/";
const entry = home ? import("./app/start-home") : import("./app/start-app");
if (pathname === "/user/home") void import("./app/warm-reads").then((m) => m.warmWorkerHomeReads());
void Promise.all([entry, initI18n(), home ? loadCatalog("public") : null]).then(([m]) => m.start(root));
