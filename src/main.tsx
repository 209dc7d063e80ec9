import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { createRoot } from "react-dom/client";
import { messages } from "../locales/pt/messages.po";

i18n.load("pt", messages);
i18n.activate("pt");

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <I18nProvider i18n={i18n}>
      <h1>
        <Trans>Modelos</Trans>
      </h1>
    </I18nProvider>,
  );
}
