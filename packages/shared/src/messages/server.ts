import { messages as ml } from "./catalogue/ml.gen.js";
import { loadServerMessages } from "./translate.js";

// The server answers in both languages: Malayalam is loaded at once (the web loads it lazily,
// ./server.ml.ts).
loadServerMessages("ml", ml);

export * from "./translate.js";
