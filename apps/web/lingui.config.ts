import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * One catalogue per area, loaded with the area's chunk (src/lib/i18n.ts). `common` holds the
 * shell every page shows before anything else (titles, the language switch, "Loading...");
 * `ui` the UI kit's defaults, the API client's messages and the enum labels (roles, districts,
 * statuses...) that the logins, the registration and the signed-in areas show; `public` the
 * landing page, `auth` the three logins and the registration (so the landing page downloads
 * neither `auth` nor `ui`); `info` the footer's Privacy, Terms, Cookies and FAQ pages; `entities` the pieces the signed-in areas share (user form, work
 * card, payment summary); `chat` the greeting a WhatsApp link prefills (src/lib/whatsapp.ts), in
 * the language of the person it goes to, so both languages ship with it
 * (docs/decisions/077-greeting-in-the-recipients-language.md).
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ml"],
  fallbackLocales: { default: "en" },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/common",
      include: [
        "<rootDir>/src/app",
        "<rootDir>/src/components/ui/spinner.tsx",
        "<rootDir>/src/components/ui/language-switch.tsx",
        "<rootDir>/src/lib/paths.ts",
        "<rootDir>/src/lib/i18n.ts",
      ],
      exclude: ["<rootDir>/src/app/layouts/**"],
    },
    {
      path: "<rootDir>/src/locales/{locale}/ui",
      include: ["<rootDir>/src/components", "<rootDir>/src/lib"],
      exclude: [
        "<rootDir>/src/components/ui/spinner.tsx",
        "<rootDir>/src/components/ui/language-switch.tsx",
        "<rootDir>/src/lib/paths.ts",
        "<rootDir>/src/lib/i18n.ts",
        "<rootDir>/src/lib/whatsapp.ts",
      ],
    },
    {
      // Two short messages, imported in both languages by the file that writes them.
      path: "<rootDir>/src/locales/{locale}/chat",
      include: ["<rootDir>/src/lib/whatsapp.ts"],
    },
    {
      path: "<rootDir>/src/locales/{locale}/public",
      include: ["<rootDir>/src/features/public/landing"],
    },
    {
      path: "<rootDir>/src/locales/{locale}/auth",
      include: [
        "<rootDir>/src/features/public/login",
        "<rootDir>/src/features/public/register",
        "<rootDir>/src/features/public/forgot-password",
        "<rootDir>/src/entities/public",
      ],
    },
    {
      // Privacy, Terms, Cookies and FAQs: long texts, loaded only on those pages.
      path: "<rootDir>/src/locales/{locale}/info",
      include: ["<rootDir>/src/features/public/info"],
    },
    {
      path: "<rootDir>/src/locales/{locale}/entities",
      include: [
        "<rootDir>/src/entities/user",
        "<rootDir>/src/entities/work",
        "<rootDir>/src/entities/payment",
        "<rootDir>/src/entities/contact",
        "<rootDir>/src/entities/notifications",
        "<rootDir>/src/entities/dues",
        "<rootDir>/src/features/public/statement",
      ],
    },
    {
      path: "<rootDir>/src/locales/{locale}/worker",
      include: [
        "<rootDir>/src/features/worker",
        "<rootDir>/src/entities/worker",
        "<rootDir>/src/app/layouts/worker-layout.tsx",
      ],
    },
    {
      path: "<rootDir>/src/locales/{locale}/subadmin",
      include: [
        "<rootDir>/src/features/subadmin",
        "<rootDir>/src/entities/subadmin",
        "<rootDir>/src/app/layouts/subadmin-layout.tsx",
      ],
    },
    {
      // The client's own page (docs/decisions/062-clients-own-page.md).
      path: "<rootDir>/src/locales/{locale}/client",
      include: ["<rootDir>/src/features/client", "<rootDir>/src/app/layouts/client-layout.tsx"],
    },
    {
      path: "<rootDir>/src/locales/{locale}/admin",
      include: [
        "<rootDir>/src/features/admin",
        "<rootDir>/src/entities/client",
        "<rootDir>/src/app/layouts/admin-layout.tsx",
      ],
    },
  ],
});
