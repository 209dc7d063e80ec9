import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { RouteLink } from "../../components/RouteLink.js";
import { languageNames } from "../../lib/language-names.js";
import { locales } from "../../lib/routes.js";
import { localeAtom, useAtomValue } from "../../state/store.js";
import { InstallButton } from "../pwa/InstallButton.js";
import { ChevronIcon, CloseIcon } from "./icons.js";
import styles from "./Menu.module.css";
import { useCurrentPage } from "./current-page.js";
import { useLanguageSwitch } from "./useLanguageSwitch.js";

interface MenuProps {
  open: boolean;
  onClose: () => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/**
 * The full-screen menu, a modal <dialog>: focus moves in and stays, Escape
 * closes it, and focus goes back to the menu button.
 */
export function Menu({ open, onClose, returnFocus }: MenuProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const [modelsOpen, setModelsOpen] = useState(false);
  const locale = useAtomValue(localeAtom);
  const switchLanguage = useLanguageSwitch();
  const current = useCurrentPage();
  const modelsId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) {
      element.close();
      returnFocus.current?.focus();
    }
  }, [open, returnFocus]);

  const close = () => onClose();
  // A link closes the dialog at once, before it navigates: while the modal is open the page behind it
  // is inert, and the new page could not take the focus (its main region) as every navigation does.
  // Closing puts the focus back on the menu button first, where a link to the current page leaves it.
  const leave = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      className={styles.menu}
      aria-label={t`Menu`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={close}
    >
      <div className={styles.top}>
        <button type="button" className={styles.close} onClick={close} aria-label={t`Fechar o menu`}>
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t`Principal`}>
        <ul className={styles.entries}>
          <li>
            <RouteLink to="about" onClick={leave} aria-current={current("about")}>
              <Trans>Sobre</Trans>
            </RouteLink>
          </li>
          <li>
            <button type="button" className={styles.dropdown} aria-expanded={modelsOpen} aria-controls={modelsId} onClick={() => setModelsOpen((value) => !value)}>
              <Trans>Modelos</Trans>
              <ChevronIcon />
            </button>
            <ul id={modelsId} className={styles.sub} hidden={!modelsOpen}>
              <li>
                <RouteLink to="talents" onClick={leave} aria-current={current("talents")}>
                  <Trans>Todos os modelos</Trans>
                </RouteLink>
              </li>
              <li>
                <RouteLink to="talents" params={{ category: "feminino" }} onClick={leave} aria-current={current("talents", "feminino")}>
                  <Trans>Feminino</Trans>
                </RouteLink>
              </li>
              <li>
                <RouteLink to="talents" params={{ category: "masculino" }} onClick={leave} aria-current={current("talents", "masculino")}>
                  <Trans>Masculino</Trans>
                </RouteLink>
              </li>
              <li>
                <RouteLink to="talents" params={{ category: "curves" }} onClick={leave} aria-current={current("talents", "curves")}>
                  <Trans>Curves</Trans>
                </RouteLink>
              </li>
            </ul>
          </li>
          <li>
            <RouteLink to="hubDigital" onClick={leave} aria-current={current("hubDigital")}>
              <Trans>Hub Digital</Trans>
            </RouteLink>
          </li>
          <li>
            <RouteLink to="gallery" onClick={leave} aria-current={current("gallery")}>
              <Trans>Galeria</Trans>
            </RouteLink>
          </li>
          <li>
            <RouteLink to="getscouted" onClick={leave} aria-current={current("getscouted")}>
              <Trans>Seja um Modelo</Trans>
            </RouteLink>
          </li>
          <li>
            <RouteLink to="contact" onClick={leave} aria-current={current("contact")}>
              <Trans>Contato</Trans>
            </RouteLink>
          </li>
        </ul>
      </nav>
      <div className={styles.bottom}>
        <InstallButton />
        <div className={styles.languages} role="group" aria-label={t`Idioma`}>
          {locales.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              className={styles.language}
              aria-pressed={code === locale}
              // Named by what it shows first ("PT"), as one says it to voice control, then in full.
              aria-label={`${code.toUpperCase()} – ${languageNames[code]}`}
              onClick={() => {
                close();
                if (code !== locale) void switchLanguage(code);
              }}
            >
              {code}
            </button>
          ))}
        </div>
      </div>
    </dialog>
  );
}
