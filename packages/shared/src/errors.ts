import { apiErrorCodes, errorCode } from './error-codes';
import { z } from './zod-locale';

/** The error body every API failure answers with (docs/decisions/003-api-conventions.md). */
export const apiErrorSchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  code: z.enum(apiErrorCodes),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Generic pt-BR texts for failures that carry no more specific message. */
export const httpMessages: Record<number, string> = {
  400: 'Dados inválidos.',
  401: 'Sessão inválida ou expirada. Faça login novamente.',
  403: 'Você não tem permissão para realizar esta ação.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  406: 'Formato de resposta não suportado.',
  409: 'Conflito com dados já existentes.',
  413: 'Arquivo ou requisição grande demais.',
  415: 'Tipo de conteúdo não suportado.',
  429: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  500: 'Erro interno do servidor. Tente novamente mais tarde.',
  503: 'Serviço temporariamente indisponível, tente novamente em instantes.',
};

export function httpMessage(statusCode: number): string {
  return httpMessages[statusCode] ?? (statusCode >= 500 ? httpMessages[500]! : httpMessages[400]!);
}

/** An error body with the generic message and code of its status unless given others. */
export function errorBody(
  statusCode: number,
  message = httpMessage(statusCode),
  code = errorCode(statusCode),
): ApiError {
  return { message, statusCode, code };
}
