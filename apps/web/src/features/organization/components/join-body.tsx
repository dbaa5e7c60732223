import type { Organization } from '@drones/shared/organizations';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAskToJoin } from '@/entities/organization/organization-api';
import { OrganizationPicker } from '@/entities/organization/organization-picker';
import { toastFailure } from '@/lib/messages';

export const ASKED = (body: string) =>
  `Pedido enviado. Os coordenadores de ${body} decidem sobre a sua participação.`;

/** A civil-defence user without a body finds his and asks to join it. */
export function JoinBody() {
  const ask = useAskToJoin();
  const [body, setBody] = useState<Organization | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [asked, setAsked] = useState<string | null>(null);

  if (asked) {
    return (
      <p role="status" className="text-slate-700">
        {ASKED(asked)}
      </p>
    );
  }

  const send = async () => {
    if (!body) {
      setError('Escolha o órgão em que você trabalha.');
      return;
    }
    try {
      await ask.mutateAsync(body.id);
      setAsked(body.name);
    } catch (failure) {
      toastFailure('Não foi possível enviar o pedido.', failure);
    }
  };

  return (
    <div className="space-y-4">
      <OrganizationPicker
        legend="Órgão"
        hint="Os coordenadores do órgão aprovam a sua participação."
        value={body}
        onChange={(chosen) => {
          setBody(chosen);
          setError(undefined);
        }}
        {...(error ? { error } : {})}
      />
      <Button disabled={ask.isPending} aria-busy={ask.isPending} onClick={() => void send()}>
        <Send aria-hidden="true" />
        Pedir para participar
      </Button>
    </div>
  );
}
