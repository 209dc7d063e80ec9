import { useLingui } from "@lingui/react/macro";
import type { ApplicationField, PhotoSlot } from "../../contract/application.js";

type Name = ApplicationField | PhotoSlot;

/**
 * Each field's own message for an error code of the shared schema, the
 * server's `fields` or the photo slots. The design gives none of these; they
 * say what to do, in the visitor's language.
 */
export function useErrorText(): (field: Name, code: string) => string {
  const { t } = useLingui();
  return (field, code) => {
    const photo = field.startsWith("image_");
    switch (code) {
      case "required":
        if (photo) return t`Escolha uma foto para este espaço.`;
        if (field === "consent") return t`Para enviar a inscrição, marque que leu e aceita a política de privacidade.`;
        if (field === "guardian_consent") return t`Menores de 18 anos só se inscrevem com a autorização de um dos pais ou do responsável legal: marque-a.`;
        if (field === "email") return t`Informe pelo menos um e-mail.`;
        if (["gender", "state", "city", "height", "jeans", "bust", "waist", "hips", "shoes", "hair", "eyes"].includes(field)) {
          return t`Escolha uma opção.`;
        }
        return t`Preencha este campo.`;
      case "state_first":
        return t`Escolha primeiro o estado.`;
      case "too_long":
        return t`Texto longo demais: encurte-o.`;
      case "invalid_email":
        return t`Informe um e-mail válido, como nome@exemplo.com.`;
      case "duplicate_email":
        return t`Este e-mail já está na lista.`;
      case "too_many_emails":
        return t`Informe no máximo 5 e-mails.`;
      case "invalid_phone":
        return t`Informe o telefone no formato +55 (21) 98765-4321.`;
      case "invalid_date":
        return t`Informe uma data real no formato dd/mm/aaaa.`;
      case "future_date":
        return t`A data de nascimento precisa estar no passado.`;
      case "invalid_handle":
        return t`Use só letras, números, pontos e sublinhados (até 30).`;
      case "invalid_option":
        return t`Escolha uma das opções da lista.`;
      case "compressing":
        return t`Aguarde: a foto ainda está sendo preparada.`;
      case "too_large":
        return t`Esta foto é grande demais. Escolha outra.`;
      case "unsupported_type":
        return t`Formato não aceito. Use uma foto JPG, PNG, GIF ou WebP.`;
      case "invalid_image":
        return t`Não conseguimos abrir esta foto. Fotos HEIC do iPhone ou arquivos danificados não funcionam: escolha uma foto JPG, PNG, GIF ou WebP.`;
      case "unknown_field":
      case "duplicate_file":
        return t`Escolha esta foto de novo.`;
      default:
        if (field === "consent" || field === "guardian_consent") return t`A política de privacidade mudou: abra-a de novo e marque que a aceita.`;
        return t`Confira este campo.`;
    }
  };
}
