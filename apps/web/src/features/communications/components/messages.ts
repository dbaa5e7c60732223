import { serverMessageOf } from '@/components/form/server-errors';
import { toast } from '@/hooks/use-toast';

// The spec's texts (§8).
export const SENT = 'Comunicado enviado com sucesso!';
export const SEND_FAILURE = 'Erro ao enviar o comunicado, tente novamente mais tarde!';

export function toastSent() {
  toast({ title: SENT });
}

/** A destructive toast with the spec's title and, for a refused request, the server's reason. */
export function toastSendFailure(error: unknown) {
  toast({ title: SEND_FAILURE, description: serverMessageOf(error), variant: 'destructive' });
}
