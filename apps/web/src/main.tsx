import { I18nProvider } from "@lingui/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createRouter } from "./app/router";
import { i18n, initI18n } from "./lib/i18n";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing");

void initI18n().then(() => {
  const router = createRouter();
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
});
