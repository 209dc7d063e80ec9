import { select } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { OptionalPart } from "../../components/OptionalPart.js";
import { RouteLink } from "../../components/RouteLink.js";
import { defaultRetentionDays, privacyNoticeVersion } from "../../contract/privacy.js";
import { countOf } from "../../lib/count.js";
import { formatDate } from "../../lib/format.js";
import { localeAtom, siteAtom, useAtomValue } from "../../state/store.js";
import { ControllerContacts } from "./ControllerContacts.js";
import styles from "./PrivacyPage.module.css";

/**
 * The privacy notice (LGPD, Lei 13.709/2018): who the controller is, what the
 * site collects and why, how long it keeps it, who receives it, and the data
 * subject's rights (art. 18) with how to exercise them. It describes what the
 * site does: change it, and its version, whenever that changes.
 */
export default function PrivacyPage() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  // The version is a calendar day: written in UTC so that no time zone moves it to the day before.
  const version = formatDate(`${privacyNoticeVersion}T12:00:00Z`, locale, { dateStyle: "long", timeZone: "UTC" });
  // The server's own setting (APPLICATION_RETENTION_DAYS): the notice states the rule the site applies.
  const days = useAtomValue(siteAtom).retentionDays ?? defaultRetentionDays;
  // Counted without Intl.NumberFormat, whose first use would cost the page's hydration (see countOf).
  const { digits, form } = countOf(days, locale);
  const retention = t`${select(form, { zero: "até uma hora", one: `${digits} dia`, other: `${digits} dias` })}`;
  const collected = [
    t`nome, gênero e data de nascimento (a data diz se quem se inscreve é menor de idade);`,
    t`e-mails, telefone, Instagram e TikTok, para entrarmos em contato e conhecermos seu trabalho;`,
    t`endereço, estado e cidade, para saber de qual escritório você está mais perto;`,
    t`medidas (altura, calça, busto, cintura, quadril, sapatos), cor do cabelo e dos olhos, e quatro fotos, para avaliar o seu perfil como modelo;`,
    t`de quem tem menos de 18 anos, também o nome de um dos pais ou do responsável legal e a autorização dele.`,
  ];
  const rights = [
    t`confirmar que tratamos dados seus;`,
    t`ter acesso a eles;`,
    t`corrigir dados incompletos, inexatos ou desatualizados;`,
    t`pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;`,
    t`pedir a portabilidade dos dados a outro fornecedor de serviço;`,
    t`pedir a eliminação dos dados tratados com o seu consentimento;`,
    t`saber com quem compartilhamos seus dados;`,
    t`saber que pode não dar o consentimento, e o que acontece se não o der;`,
    t`revogar o consentimento a qualquer momento.`,
  ];
  return (
    <article className={`page ${styles.notice}`}>
      <h1 className="page-title">
        <Trans>Política de privacidade</Trans>
      </h1>
      <p className={styles.version}>
        <Trans>Versão de {version}</Trans>
      </p>
      <p>
        <Trans>
          Este aviso explica como a Passarela trata os dados pessoais que recebe por este site, conforme a Lei Geral de Proteção de Dados
          Pessoais (LGPD, Lei 13.709/2018).
        </Trans>
      </p>

      <section aria-labelledby="privacy-controller">
        <h2 id="privacy-controller">
          <Trans>Quem é o controlador</Trans>
        </h2>
        <p>
          <Trans>
            A controladora dos seus dados é a Passarela, agência de modelos e talentos do Rio de Janeiro e de São Paulo. Para qualquer assunto sobre
            seus dados, fale com os nossos contatos gerais:
          </Trans>
        </p>
        <OptionalPart name="contacts">
          <Suspense fallback={<div className={styles.contactsSkeleton} aria-hidden="true" />}>
            <ControllerContacts />
          </Suspense>
        </OptionalPart>
      </section>

      <section aria-labelledby="privacy-collected">
        <h2 id="privacy-collected">
          <Trans>O que coletamos e por quê</Trans>
        </h2>
        <p>
          <Trans>
            Pelo formulário <RouteLink to="getscouted">Seja um modelo</RouteLink>, coletamos apenas o que você envia para que a agência avalie o seu
            perfil e fale com você:
          </Trans>
        </p>
        <ul>
          {collected.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          <Trans>
            Tratamos esses dados porque você pede para ser avaliado como modelo (procedimentos preliminares de um contrato, art. 7º, V, da LGPD) e
            com o seu consentimento (art. 7º, I). Quem tem menos de 18 anos só se inscreve com o consentimento de um dos pais ou do responsável
            legal (art. 14): o formulário pede o nome dele e que ele mesmo marque a autorização, e o site guarda e envia à agência esse nome, a versão
            deste aviso que ele aceitou e o momento em que a autorização chegou.
          </Trans>
        </p>
        <p>
          <Trans>
            Para proteger o formulário de abusos, o servidor também registra o endereço IP de quem envia e o momento em que o formulário foi aberto.
            O site não usa cookies de rastreamento nem ferramentas de publicidade ou de análise de terceiros.
          </Trans>
        </p>
        <p>
          <Trans>
            Pelo formulário da página <RouteLink to="contact">Contatos</RouteLink>, coletamos o seu nome, e-mail, telefone (se você o informar), o
            assunto, a mensagem e, num pedido de reserva, os talentos que você escolheu. Usamos esses dados só para responder à sua mensagem e, numa
            reserva, para negociar o trabalho com você (art. 7º, V e IX, da LGPD). O site os entrega à plataforma da agência, onde a equipe da agência
            os lê; mensagens enviadas sem conexão ficam guardadas no seu navegador até serem entregues ao site. Depois que a plataforma confirma o
            recebimento, o site conserva a mensagem por {retention} e então apaga do próprio servidor os seus dados pessoais, como faz com as inscrições.
          </Trans>
        </p>
        <p>
          <Trans>
            Neste aparelho, o site guarda o rascunho do formulário de inscrição e a inscrição ainda não enviada (para que nada se perca sem conexão),
            o que você está escrevendo no formulário de contato (nome, e-mail, telefone, assunto e mensagem), até ser enviado ou até o navegador
            encerrar a sessão desta aba, e os modelos da sua seleção. Isso fica só no seu navegador e não é enviado a ninguém.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-retention">
        <h2 id="privacy-retention">
          <Trans>Por quanto tempo guardamos</Trans>
        </h2>
        <p>
          <Trans>
            O site guarda a sua inscrição e as fotos no próprio servidor até entregá-las à plataforma da agência, tentando de novo enquanto ela não
            responder. Depois que a plataforma confirma o recebimento, o site conserva essa cópia por {retention} e então apaga do próprio servidor as
            fotos e todos os dados pessoais da inscrição, guardando só um registro anônimo de que ela foi entregue (datas e um código, sem nome,
            contatos, endereço IP nem fotos). A agência conserva os dados na plataforma pelo tempo necessário para avaliar o seu perfil e manter
            contato com você, ou até que você peça a eliminação.
          </Trans>
        </p>
        <p>
          <Trans>
            O rascunho e a inscrição guardados no seu navegador são apagados assim que o servidor confirma o recebimento. Os endereços IP usados para
            limitar envios são descartados em até uma hora.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-recipients">
        <h2 id="privacy-recipients">
          <Trans>Quem recebe os seus dados</Trans>
        </h2>
        <p>
          <Trans>
            A sua inscrição é enviada à plataforma da agência, o sistema em que a Passarela organiza modelos e inscrições. Não vendemos os seus dados
            nem os compartilhamos com terceiros para publicidade.
          </Trans>
        </p>
        <p>
          <Trans>Os vídeos de alguns perfis vêm do YouTube ou do Vimeo, que recebem os dados de navegação de quem os assiste.</Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">
          <Trans>Os seus direitos</Trans>
        </h2>
        <p>
          <Trans>Pela LGPD (art. 18), você pode, a qualquer momento e sem custo:</Trans>
        </p>
        <ul>
          {rights.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
        <p>
          <Trans>
            Para exercer um desses direitos, escreva a um dos contatos gerais acima com o seu nome e, se tiver, a referência da inscrição que o site
            mostrou ao recebê-la. Respondemos em até 15 dias. Se não ficar satisfeito, você pode reclamar à Autoridade Nacional de Proteção de Dados
            (ANPD).
          </Trans>
        </p>
        <p>
          <Trans>
            Veja também todos os nossos <RouteLink to="contact">contatos</RouteLink>.
          </Trans>
        </p>
      </section>
    </article>
  );
}
