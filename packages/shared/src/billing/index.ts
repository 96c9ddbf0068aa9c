export * from "./fiscal.js";
export * from "./gstin.js";
export * from "./kinds.js";
export * from "./price.js";
export * from "./tax.js";
export * from "./words.js";
