import type { TermsChannel } from '@drones/shared/organizations';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { Card } from '@/components/ui/card';
import { useMyTerms } from '@/entities/organization/organization-api';
import { formatDateTime } from '@/lib/dates';

const channelLabels: Record<TermsChannel, string> = {
  web: 'no site',
  email: 'pelo e-mail',
  push: 'pela notificação',
  whatsapp: 'pelo WhatsApp',
  sms: 'por SMS',
};

export const NO_TERMS = 'Você ainda não aceitou o termo de adesão de nenhum órgão.';

/** The terms of adhesion (Lei 9.608/1998) the pilot accepted with his 'Vou participar'. */
export function TermsCard() {
  const terms = useMyTerms();
  let content;
  if (terms.isPending) content = <InlineLoader />;
  else if (terms.isError) content = <LoadFailure onRetry={() => void terms.refetch()} />;
  else if (terms.data.length === 0) content = <p className="text-slate-600">{NO_TERMS}</p>;
  else {
    content = (
      <ul className="space-y-2">
        {terms.data.map((accepted) => (
          <li key={`${accepted.organizationId}-${accepted.version}`} className="text-slate-800">
            <span className="font-medium">{accepted.organization}</span>, versão {accepted.version}:
            aceito em <time dateTime={accepted.at}>{formatDateTime(new Date(accepted.at))}</time>{' '}
            {channelLabels[accepted.channel]}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="termos-titulo">
      <h2 id="termos-titulo" className="text-lg font-semibold text-slate-900">
        Termos de adesão aceitos
      </h2>
      <p className="mt-2 mb-4 text-slate-600">
        O serviço voluntário que você presta a cada órgão (Lei 9.608/1998).
      </p>
      {content}
    </Card>
  );
}
