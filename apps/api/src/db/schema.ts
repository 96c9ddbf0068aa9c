// The database schema, cut by area; drizzle-kit and the app read it from here.
export * from "./schema/billing.js";
export * from "./schema/client-portal.js";
export * from "./schema/clients.js";
export * from "./schema/crews.js";
export * from "./schema/media.js";
export * from "./schema/notifications.js";
export * from "./schema/pay.js";
export * from "./schema/payouts.js";
export * from "./schema/people.js";
export * from "./schema/receivables.js";
export * from "./schema/records.js";
export * from "./schema/whatsapp.js";
export * from "./schema/whatsapp-inbound.js";
export * from "./schema/whatsapp-inbox.js";
export * from "./schema/whatsapp-outbound.js";
export * from "./schema/works.js";
