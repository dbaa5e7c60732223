import { CheckCircle2, Info, Send } from 'lucide-react';
import { useState } from 'react';
import { managesRequest, useSolicitation } from '@/entities/solicitation/solicitation-api';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/session';
import { useContactDriver } from '../api/contact-driver';

export const CONTACT_SUCCESS = 'Participação do droneiro solicitada com sucesso!';
export const CONTACT_FAILURE = 'Ocorreu um erro, tente novamente mais tarde';
export const ALREADY_ASKED = 'Participação do droneiro já solicitada';
export const REQUEST_FINISHED =
  'Esta solicitação já foi finalizada e não recebe novos pedidos de apoio.';

/** 403 (not the creator) and 404 (unknown request or pilot) carry a message worth showing. */
function failureMessage(error: unknown) {
  if (error instanceof ApiError && (error.statusCode === 403 || error.statusCode === 404)) {
    return error.message;
  }
  return CONTACT_FAILURE;
}

function Note({ children }: { children: string }) {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      {children}
    </p>
  );
}

interface ContactDriverButtonProps {
  solicitationId: string;
  driverId: string;
}

/**
 * Asks the pilot to take part in the request. The request's ContactedDrivers tells whether he
 * was already asked; only the request's creator may ask, and only while it is open.
 */
export function ContactDriverButton({ solicitationId, driverId }: ContactDriverButtonProps) {
  const user = useUser();
  const solicitation = useSolicitation(solicitationId);
  const contact = useContactDriver();
  // Shown at once after success, before the request's refetch confirms it.
  const [asked, setAsked] = useState(false);
  const detail = solicitation.data;

  if (asked || detail?.ContactedDrivers.some((driver) => driver.id === driverId)) {
    return (
      <p className="flex items-center gap-2 font-medium text-emerald-800">
        <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
        {ALREADY_ASKED}
      </p>
    );
  }
  if (detail?.isFinished) {
    return <Note>{REQUEST_FINISHED}</Note>;
  }
  if (detail && user && !managesRequest(user, detail)) {
    return <Note>Somente o usuário que criou a solicitação pode pedir apoio.</Note>;
  }

  const ask = async () => {
    try {
      await contact.mutateAsync({ solicitationId, userId: driverId });
      setAsked(true);
      toast({ title: CONTACT_SUCCESS });
    } catch (error) {
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">
        O droneiro recebe um e-mail com a solicitação e o seu contato.
      </p>
      <Button
        className="w-full sm:w-auto"
        disabled={solicitation.isPending || contact.isPending}
        onClick={() => void ask()}
      >
        <Send aria-hidden="true" />
        {contact.isPending ? 'Solicitando…' : 'Solicitar participação do droneiro'}
      </Button>
    </div>
  );
}
