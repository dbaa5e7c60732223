import { serverMessageOf } from '@/components/form/server-errors';
import { toast } from '@/hooks/use-toast';

// The spec's texts (§2 and §8).
export const LOAD_FAILURE = 'Erro ao carregar informações, tente novamente mais tarde.';
export const REGISTER_FAILURE = 'Erro ao registrar informações, tente novamente mais tarde!';
export const UPDATE_FAILURE = 'Erro ao atualizar informações, tente novamente mais tarde!';
export const REGISTERED = 'Informações registradas com sucesso.';
export const UPDATED = 'Informações atualizadas com sucesso.';
export const REMOVE_QUESTION = 'Você quer realmente remover essa solicitação?';
export const REMOVED = 'Solicitação removida com sucesso.';
export const REMOVE_FAILURE = 'Erro ao remover a solicitação, tente novamente mais tarde!';
export const EXPORT_FAILURE = 'Erro ao gerar o relatório, tente novamente mais tarde!';
export const NO_OPEN = 'Não há solicitações cadastradas.';
export const NO_FINISHED = 'Não há solicitações finalizadas.';

export function toastSuccess(title: string) {
  toast({ title });
}

/** A destructive toast with the spec's title and, for a refused request, the server's reason. */
export function toastFailure(title: string, error: unknown) {
  toast({ title, description: serverMessageOf(error), variant: 'destructive' });
}
