import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Suspense, useEffect, useMemo, useRef, type ReactNode, type RefObject } from "react";
import { flushSync } from "react-dom";
import { Field, Form, useFormState } from "react-final-form";
import buttons from "../../../components/buttons.module.css";
import forms from "../../../components/forms.module.css";
import { maskPhone, phonePrefix } from "../../../contract/application-format.js";
import {
  contactFields,
  contactFormId,
  contactHoneypotField,
  contactMaxLengths,
  contactSubjects,
  subjectFromSlug,
  subjectParam,
  talentIdsFromParams,
  validateContact,
  type ContactField,
  type ContactRequest,
  type ContactSubject,
  type ContactTalent,
} from "../../../contract/contact.js";
import { refusalOf, refusedPostAttribute, type ContactRefusal, type RefusedContactPost } from "../../../contract/refused-contact-post.js";
import { useHydrated } from "../../../lib/hydration.js";
import { pathFor } from "../../../lib/routes.js";
import { useSearchParams } from "../../../lib/search-params.js";
import { localeAtom, useAtomValue } from "../../../state/store.js";
import { talentListAtom } from "../../../state/talent-list.js";
import pageStyles from "../ContactPage.module.css";
import styles from "./ContactForm.module.css";
import { KeepDraft } from "./draft.js";
import { FieldShell, fieldId } from "./fields.js";
import { useRefusedContactPost } from "./refused-post.js";
import { useSendContact, type Phase, type Restored } from "./use-send-contact.js";

interface Values {
  name?: string;
  email?: string;
  phone?: string;
  subject?: string;
  message?: string;
  [contactHoneypotField]?: string;
}

/**
 * The contact form, below the contacts. The server renders it as a plain
 * `<form method="post">` to the site's endpoint, so it sends (and the
 * browser checks its required fields) before its code has loaded or without
 * JavaScript; once hydrated it checks with the shared schema, keeps the
 * message on this device until the server has it, and says what happened.
 *
 * `?assunto=reserva&talento=12` (a profile's or the selection's "book") opens
 * it on a booking of those talents, named from the talents list.
 *
 * It posts to its own page: a post the server refuses is answered with this
 * page again, holding what the visitor wrote and what to correct.
 */
export function ContactForm() {
  const params = useSearchParams();
  const locale = useAtomValue(localeAtom);
  const [refused, dropRefused] = useRefusedContactPost();
  const ids = useMemo(() => talentIdsFromParams(params), [params]);
  const subject = subjectFromSlug(params.get(subjectParam));
  const result: Result = refused ? refused.refusal : params.has("enviada") ? "sent" : params.has("erro") ? refusalOf(params.get("erro")) : null;
  const action = useMemo(() => {
    const kept = new URLSearchParams(params);
    kept.delete("enviada");
    kept.delete("erro");
    const query = kept.toString();
    return `${pathFor("contact", {}, locale)}${query ? `?${query}` : ""}#${contactFormId}`;
  }, [params, locale]);
  const form: FormProps = { result, refused, dropRefused, action };
  const section = useRef<HTMLElement>(null);
  // A booking link lands here (`#contato`): opened in the app, the page has just been scrolled to its top and the
  // focus put on the page. Both come to the form, as a browser does for a page opened at an anchor.
  useEffect(() => {
    if (window.location.hash !== `#${contactFormId}`) return;
    section.current?.scrollIntoView({ block: "start" });
    section.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={section}
      id={contactFormId}
      tabIndex={-1}
      className={styles.section}
      aria-labelledby="contact-form-title"
      // Kept in the page for the browser to read as it hydrates the form.
      {...(refused ? { [refusedPostAttribute]: JSON.stringify(refused) } : {})}
    >
      <h2 id="contact-form-title" className={pageStyles.heading}>
        <Trans>Escreva para a agência</Trans>
      </h2>
      {ids.length > 0 ? (
        // Until the talents list is in, the form waits: its booking would change under the visitor's typing.
        <Suspense fallback={null}>
          <BookingForm ids={ids} subject={subject} form={form} />
        </Suspense>
      ) : (
        <ContactFormBody subject={subject} talents={[]} {...form} />
      )}
    </section>
  );
}

function BookingForm({ ids, subject, form }: { ids: readonly number[]; subject: ContactSubject | undefined; form: FormProps }) {
  const list = useAtomValue(talentListAtom);
  const talents = useMemo(() => {
    const byId = new Map(list.map((card) => [card.id, card.name]));
    // An id no longer listed is left out, as a shared selection does.
    return ids.flatMap((id): ContactTalent[] => {
      const name = byId.get(id);
      return name ? [{ id, name }] : [];
    });
  }, [list, ids]);
  return <ContactFormBody subject={subject ?? "booking"} talents={talents} {...form} />;
}

/** How a post sent without JavaScript went: sent, or why it was refused. */
type Result = "sent" | ContactRefusal | null;

interface BodyProps {
  subject: ContactSubject | undefined;
  talents: readonly ContactTalent[];
  /** How a post sent without JavaScript went (the server's redirect says, or the page it answered a refusal with). */
  result: Result;
  /** The post sent without JavaScript that the server refused, to correct. */
  refused: RefusedContactPost | null;
  /** Lets it go once a message is sent or kept: the next one starts empty. */
  dropRefused: () => void;
  /** Where the form posts without JavaScript: its own page. */
  action: string;
}

type FormProps = Pick<BodyProps, "result" | "refused" | "dropRefused" | "action">;

const order: readonly ContactField[] = contactFields;

/** A refused message brought back into the form: what the visitor wrote, to correct and send again. */
function restoredValues(body: ContactRequest): Values {
  const subject = contactSubjects.find((known) => known === body.subject);
  return { name: body.name, email: body.email, ...(body.phone ? { phone: body.phone } : {}), subject, message: body.message };
}

/** The talents of a refused booking, as far as they still read as talents (the device kept them unchecked). */
function restoredTalents(restored: Restored | null): readonly ContactTalent[] {
  const talents: unknown = restored?.body.talents;
  if (!Array.isArray(talents)) return [];
  return talents.filter((talent): talent is ContactTalent => {
    const { id, name } = (typeof talent === "object" && talent !== null ? talent : {}) as { id?: unknown; name?: unknown };
    return typeof id === "number" && typeof name === "string";
  });
}

function ContactFormBody({ subject, result, refused, dropRefused, action, ...props }: BodyProps) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const formRef = useRef<HTMLFormElement>(null);
  /** Whether the visitor has written in the form since it opened (or since a refused message came back into it). */
  const typingRef = useRef(false);
  const { phase, serverErrors, restored, offered, refusedLeft, send, reset, markInvalid, openRefused, writtenEarlier } = useSendContact(
    typingRef,
    refused !== null,
  );
  const hydrated = useHydrated();
  const initialValues = useMemo<Values>(() => (restored ? restoredValues(restored.body) : refused ? { ...refused.values } : { subject }), [restored, refused, subject]);
  // The refused post's problems hold until the visitor sends again; the answer to that says its own.
  const fieldCodes: Readonly<Record<string, string>> = refused && !restored && phase.kind === "form" ? refused.fields : serverErrors;
  const finished = phase.kind === "sent" || phase.kind === "queued" || phase.kind === "rate_limited";
  useEffect(() => {
    if (finished) dropRefused();
  }, [finished, dropRefused]);
  // A refused booking brought back keeps its talents, unless this page's link names others.
  const talents = props.talents.length > 0 ? props.talents : restoredTalents(restored);
  const subjectLabels: Record<ContactSubject, string> = { booking: t`Reservar um talento`, press: t`Imprensa`, other: t`Outro assunto` };

  useEffect(() => {
    // Once this code runs, the shared schema checks the fields and names each problem in the visitor's language.
    if (formRef.current) formRef.current.noValidate = true;
  });

  const focusFirst = (errors: Partial<Record<string, unknown>>) => {
    const first = order.find((name) => errors[name] !== undefined);
    const control = first ? document.getElementById(fieldId(first)) : null;
    if (!control) return;
    control.focus({ preventScroll: true });
    // The field's scroll margin keeps it clear of the fixed navbar; focus() alone would scroll it under it.
    (control.closest("[data-field]") ?? control).scrollIntoView({ block: "nearest" });
  };

  /** The next refused message in the form's place; the button that asked goes, so the focus moves to its first field to correct. */
  const openNextRefused = async () => {
    const fields = await openRefused();
    if (fields) focusFirst(fields);
  };

  if (phase.kind === "sent" || phase.kind === "queued" || phase.kind === "rate_limited") {
    return (
      <div className={styles.form}>
        {/* Focused when it appears, so screen readers say it and keyboard users start from it. */}
        <p className={styles.notice} role="status" tabIndex={-1} ref={(node) => node?.focus()}>
          {phase.kind === "queued" && (
            <Trans>
              Sem conexão com o servidor agora. Sua mensagem ficou guardada neste aparelho e será enviada automaticamente assim que a conexão voltar: pode
              continuar navegando.
            </Trans>
          )}
          {phase.kind === "rate_limited" && (
            <Trans>Muitas mensagens enviadas deste endereço. A sua ficou guardada neste aparelho e será enviada automaticamente mais tarde.</Trans>
          )}
          {phase.kind === "sent" &&
            (phase.wasQueued ? (
              <Trans>A mensagem que estava guardada neste aparelho foi enviada. Obrigado: a equipe responde pelo e-mail que você informou.</Trans>
            ) : (
              <Trans>Mensagem enviada. Obrigado: a equipe responde pelo e-mail que você informou.</Trans>
            ))}
          {/* Counted once the message is sent or kept: it enters the status already there, and is said. */}
          {refusedLeft > 0 && (
            <>
              {" "}
              <Plural
                value={refusedLeft}
                one="Outra mensagem que o servidor não aceitou continua guardada neste aparelho."
                other="Outras # mensagens que o servidor não aceitou continuam guardadas neste aparelho."
              />
            </>
          )}
        </p>
        {refusedLeft > 0 && (
          <button type="button" className={`${forms.submit} ${styles.submit}`} onClick={() => void openNextRefused()}>
            <Trans>Abrir a mensagem recusada</Trans>
          </button>
        )}
        {phase.kind === "sent" && (
          <button
            type="button"
            className={`${forms.submit} ${styles.submit}`}
            onClick={() => {
              // The button goes with the notice: the focus moves on to the new form's first field.
              flushSync(reset);
              document.getElementById(fieldId("name"))?.focus();
            }}
          >
            <Trans>Escrever outra mensagem</Trans>
          </button>
        )}
      </div>
    );
  }

  return (
    <Form<Values>
      // A refused message brought back is a new start: nothing of the last one's tries or checks stays.
      key={restored?.key ?? ""}
      initialValues={initialValues}
      validate={(values) => validateContact({ ...values, talents: values.subject === "booking" ? talents : [] })}
      onSubmit={async (values) => {
        const body: ContactRequest = {
          name: values.name ?? "",
          email: values.email ?? "",
          ...(values.phone && values.phone.trim() !== phonePrefix.trim() ? { phone: values.phone } : {}),
          subject: values.subject as ContactSubject,
          message: values.message ?? "",
          ...(values.subject === "booking" && talents.length > 0 ? { talents: [...talents] } : {}),
          website: values[contactHoneypotField] ?? "",
          started_at: 0,
        };
        const rejected = await send(body);
        if (rejected) focusFirst(rejected);
      }}
      render={({ handleSubmit, values }) => (
        <form
          ref={formRef}
          className={styles.form}
          method="post"
          action={action}
          data-ready={hydrated ? "" : undefined}
          onSubmit={(event) => {
            void handleSubmit(event)?.then(undefined, () => undefined);
            const errors = validateContact({ ...values, talents: values.subject === "booking" ? talents : [] });
            if (Object.keys(errors).length > 0) {
              markInvalid();
              focusFirst(errors);
            }
          }}
        >
          <input type="hidden" name="lang" value={locale} />
          <TrackTyping intoRef={typingRef} written={refused !== null} />
          {/* A refused message, from the server's answer or this device, fills the form itself. */}
          {!refused && !restored && <KeepDraft onRestored={writtenEarlier} phase={phase.kind} />}
          <Notices result={result} phase={phase} offered={offered} />
          {offered > 0 && (
            <button type="button" className={`${buttons.secondary} ${styles.submit}`} onClick={() => void openNextRefused()}>
              <Trans>Abrir a mensagem recusada no lugar desta</Trans>
            </button>
          )}
          <FieldShell name="name" label={t`Nome`} required serverCode={fieldCodes.name}>
            {(control) => (
              <Field<string> name="name" subscription={{ value: true }}>
                {({ input }) => <input {...control} {...input} className={forms.input} type="text" autoComplete="name" maxLength={contactMaxLengths.name} required />}
              </Field>
            )}
          </FieldShell>
          <FieldShell name="email" label={t`E-mail`} required serverCode={fieldCodes.email}>
            {(control) => (
              <Field<string> name="email" subscription={{ value: true }}>
                {({ input }) => <input {...control} {...input} className={forms.input} type="email" autoComplete="email" maxLength={contactMaxLengths.email} required />}
              </Field>
            )}
          </FieldShell>
          <FieldShell name="phone" label={t`Telefone (opcional)`} required={false} serverCode={fieldCodes.phone}>
            {(control) => (
              <Field<string> name="phone" subscription={{ value: true }} parse={(value: string) => (value ? maskPhone(value) : value)}>
                {({ input }) => (
                  <input
                    {...control}
                    {...input}
                    className={forms.input}
                    type="tel"
                    autoComplete="tel"
                    inputMode="tel"
                    placeholder="+55 (21) 98765-4321"
                    maxLength={24}
                    onFocus={(event) => {
                      if (!input.value) input.onChange(phonePrefix);
                      input.onFocus(event);
                    }}
                    onBlur={(event) => {
                      // The prefix, or a lone "+" begun and left, is no phone: the field is optional.
                      if (input.value.trim() === phonePrefix.trim() || input.value.trim() === "+") input.onChange(undefined);
                      input.onBlur(event);
                    }}
                  />
                )}
              </Field>
            )}
          </FieldShell>
          <FieldShell name="subject" label={t`Assunto`} required serverCode={fieldCodes.subject}>
            {(control) => (
              <Field<string> name="subject" subscription={{ value: true }}>
                {({ input }) => (
                  <select {...control} {...input} className={forms.input} required>
                    <option value="">{t`Escolha o assunto`}</option>
                    {contactSubjects.map((value) => (
                      <option key={value} value={value}>
                        {subjectLabels[value]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
          </FieldShell>
          {values.subject === "booking" && talents.length > 0 && (
            <div className={forms.field} data-field="talents">
              <p className={forms.label} id="contact-talents">
                <Trans>Talentos desta reserva</Trans>
              </p>
              <ul className={styles.talents} aria-labelledby="contact-talents">
                {talents.map((talent) => (
                  <li key={talent.id}>
                    {talent.name}
                    <input type="hidden" name="talent_id" value={talent.id} />
                    <input type="hidden" name="talent_name" value={talent.name} />
                  </li>
                ))}
              </ul>
              {fieldCodes.talents && (
                <p className={forms.error}>
                  <Trans>Não conseguimos ler os talentos desta reserva: diga quais na mensagem.</Trans>
                </p>
              )}
            </div>
          )}
          <FieldShell name="message" label={t`Mensagem`} required serverCode={fieldCodes.message}>
            {(control) => (
              <Field<string> name="message" subscription={{ value: true }}>
                {({ input }) => <textarea {...control} {...input} className={forms.input} rows={6} maxLength={contactMaxLengths.message} required />}
              </Field>
            )}
          </FieldShell>
          {/* A field people never see or reach, which form-filling bots fill in: not translated, no visitor reads it. */}
          <div className={forms.honeypot} aria-hidden="true">
            <label htmlFor="contact-website">Website</label>
            <Field<string> name={contactHoneypotField} subscription={{ value: true }}>
              {({ input }) => <input {...input} id="contact-website" type="text" tabIndex={-1} autoComplete="off" />}
            </Field>
          </div>
          {/* Busy while it sends, not disabled: that would drop the keyboard's focus to the page (final-form ignores a second submit meanwhile). */}
          <button type="submit" className={`${forms.submit} ${styles.submit}`} aria-disabled={phase.kind === "sending" || undefined}>
            {phase.kind === "sending" ? t`Enviando…` : t`Enviar mensagem`}
          </button>
        </form>
      )}
    />
  );
}

/** Keeps `intoRef` saying whether the visitor has changed the form since it opened; false once the form is gone. */
function TrackTyping({ intoRef, written }: { intoRef: RefObject<boolean>; written: boolean }) {
  const { dirty } = useFormState({ subscription: { dirty: true } });
  useEffect(() => {
    // A refused post the page came back with is the visitor's writing too, though the form starts from it.
    intoRef.current = Boolean(dirty) || written;
    return () => {
      intoRef.current = false;
    };
  }, [dirty, intoRef, written]);
  return null;
}

/**
 * What the visitor is told about the last send (or a refused message brought back): a live region, so screen readers hear it where they are.
 * `offered`: how many times a refused message was asked for while the visitor was writing (then it waits beside their text).
 */
function Notices({ result, phase, offered }: { result: Result; phase: Phase; offered: number }) {
  let text: ReactNode = null;
  let problem = true;
  if (phase.kind === "invalid" && phase.restored) {
    text = <Trans>O servidor não aceitou esta mensagem, que estava guardada neste aparelho. Confira os campos destacados e envie de novo.</Trans>;
  } else if (phase.kind === "invalid") text = <Trans>Confira os campos destacados.</Trans>;
  else if (phase.kind === "unsent") text = <Trans>Não foi possível enviar a mensagem agora. Confira a conexão e tente de novo.</Trans>;
  else if (phase.kind === "form" && result === "fields") text = <Trans>A mensagem não foi enviada: confira os campos e envie de novo.</Trans>;
  else if (phase.kind === "form" && result === "rate_limited") {
    text = <Trans>A mensagem não foi enviada: muitas mensagens foram enviadas deste endereço. Tente de novo mais tarde.</Trans>;
  } else if (phase.kind === "form" && result === "cross_site") {
    text = <Trans>Uma página de outro site tentou enviar uma mensagem por este formulário, e ela não foi enviada. Para escrever para a agência, use o formulário abaixo.</Trans>;
  }
  else if (phase.kind === "form" && result === "sent") {
    problem = false;
    text = <Trans>Mensagem enviada. Obrigado: a equipe responde pelo e-mail que você informou.</Trans>;
  }
  return (
    <p className={text || offered > 0 ? `${styles.notice} ${problem ? styles.problem : ""}` : undefined} role="status" aria-live="polite">
      {text}
      {offered > 0 && (
        <>
          {text && " "}
          <Trans>
            Uma mensagem que o servidor não aceitou continua guardada neste aparelho. Ela não foi aberta aqui para não apagar o que você está
            escrevendo: envie esta antes e ela será oferecida em seguida, ou abra-a agora no lugar desta.
          </Trans>
        </>
      )}
      {/* The same words again (a second try with the fields still wrong, the refused message asked for again) must change
          the region, or screen readers say nothing: every other time it ends with a no-break space, neither seen nor read. */}
      {text && phase.kind === "invalid" && phase.again && "\u00a0"}
      {offered % 2 === 0 && offered > 0 && "\u00a0"}
    </p>
  );
}
