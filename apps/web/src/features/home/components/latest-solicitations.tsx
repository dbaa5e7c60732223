import { FileText, RotateCw } from 'lucide-react';
import { useSolicitationList } from '@/api/solicitations';
import { InlineLoader } from '@/components/inline-loader';
import { SolicitationCard } from '@/components/solicitation-card';
import { Button } from '@/components/ui/button';

export const SOLICITATIONS_EMPTY = 'Não há solicitações cadastradas.';
const LOAD_FAILURE = 'Erro ao carregar informações, tente novamente mais tarde.';
/** The home shows a glimpse; the list page has them all. */
const SHOWN = 6;

/** The newest open requests, each leading to its page. */
export function LatestSolicitations() {
  const solicitations = useSolicitationList({ status: 'open' });

  if (solicitations.isPending) return <InlineLoader />;
  if (solicitations.isError) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
        <p role="alert" className="text-slate-700">
          {LOAD_FAILURE}
        </p>
        <Button variant="outline" className="mt-4" onClick={() => void solicitations.refetch()}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (solicitations.items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <FileText className="size-10 text-slate-400" aria-hidden="true" />
        <p className="mt-4 font-medium text-slate-700">{SOLICITATIONS_EMPTY}</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(280px,100%),1fr))] gap-4">
      {solicitations.items.slice(0, SHOWN).map((solicitation) => (
        <li key={solicitation.id} className="min-w-0">
          <SolicitationCard solicitation={solicitation} />
        </li>
      ))}
    </ul>
  );
}
