import { initI18n, loadCatalog } from "./lib/i18n";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing");

// `/` starts the landing page alone; every other address starts the router, and the screens it
// will show start downloading beside it (app/warm-up). The chosen module (and for `/` its
// catalogue) downloads while the shell's messages load.
const home = window.location.pathname === "/";
const entry = home ? import("./app/start-home") : import("./app/start-app");
if (!home) void import("./app/warm-up").then((m) => m.warmUp(window.location.pathname));
void Promise.all([entry, initI18n(), home ? loadCatalog("public") : null]).then(([m]) => m.start(root));
