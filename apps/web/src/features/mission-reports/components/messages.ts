import { serverMessageOf } from '@/components/form/server-errors';
import { toast } from '@/hooks/use-toast';

// The spec's texts (§2, §5 and §8).
export const REGISTER_FAILURE = 'Erro ao registrar informações, tente novamente mais tarde!';
export const REGISTERED = 'Informações registradas com sucesso.';
export const LOAD_FAILURE = 'Erro ao carregar informações, tente novamente mais tarde.';
export const NOT_CREATOR = 'Somente quem criou a solicitação pode fazer o relatório';
export const NO_DOCUMENTS = 'Nenhum documento foi registrado';

export function toastSuccess(title: string) {
  toast({ title });
}

/** A destructive toast with the spec's title and, for a refused request, the server's reason. */
export function toastFailure(title: string, error: unknown) {
  toast({ title, description: serverMessageOf(error), variant: 'destructive' });
}
