import { serverMessageOf } from './api-client';
import { toast } from '@/hooks/use-toast';

// The generic texts, the same on every page that loads or saves.
export const LOAD_FAILURE = 'Erro ao carregar informações, tente novamente mais tarde.';
export const REGISTER_FAILURE = 'Erro ao registrar informações, tente novamente mais tarde!';
export const UPDATE_FAILURE = 'Erro ao atualizar informações, tente novamente mais tarde!';
export const REGISTERED = 'Informações registradas com sucesso.';
export const UPDATED = 'Informações atualizadas com sucesso.';
/** A write kept on this device until the connection returns (docs/design.md §10). */
export const WAITING_FOR_CONNECTION = 'Aguardando conexão';

export function toastSuccess(title: string) {
  toast({ title });
}

/** A destructive toast with `title` and, for a refused request, the server's reason. */
export function toastFailure(title: string, error: unknown) {
  toast({ title, description: serverMessageOf(error), variant: 'destructive' });
}

/** A registration step's save: the first records the data, a later one (coming back) updates it. */
export function toastSaved(updating: boolean) {
  toastSuccess(updating ? UPDATED : REGISTERED);
}

export function toastSaveFailure(updating: boolean, error: unknown) {
  toastFailure(updating ? UPDATE_FAILURE : REGISTER_FAILURE, error);
}
