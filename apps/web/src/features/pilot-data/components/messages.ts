import { serverMessageOf } from '@/components/form/server-errors';
import { toast } from '@/hooks/use-toast';

// The spec's texts (§8).
export const REGISTER_FAILURE = 'Erro ao registrar informações, tente novamente mais tarde!';
export const UPDATE_FAILURE = 'Erro ao atualizar informações, tente novamente mais tarde!';
export const LOAD_FAILURE = 'Erro ao carregar informações, tente novamente mais tarde.';
export const REGISTERED = 'Informações registradas com sucesso.';
export const UPDATED = 'Informações atualizadas com sucesso.';
export const EQUIPMENT_REGISTERED = 'Equipamento registrado com sucesso!';
export const EQUIPMENT_DELETED = 'Equipamento excluído com sucesso';
export const EQUIPMENT_DELETE_FAILURE = 'Erro ao deletar o equipamento, tente novamente mais tarde';

/** Placeholder recorded when a pilot skips the additional data (DESIGN §6). */
export const SKIPPED_HABILITIES = 'Habilidade não cadastrada';

export function toastSuccess(title: string) {
  toast({ title });
}

/** A destructive toast with the spec's title and, for a refused request, the server's reason. */
export function toastFailure(title: string, error: unknown) {
  toast({ title, description: serverMessageOf(error), variant: 'destructive' });
}
