import { useRosterBeforeRemoval } from '../api/roster';

/**
 * What removing a request does to its team: the invited pilots who had not declined are told
 * by e-mail that it was cancelled (ADR 031).
 */
export function RemovalNotice({ solicitationId }: { solicitationId: string }) {
  const roster = useRosterBeforeRemoval(solicitationId);
  if (roster.isPending) return <span className="block">Contando os droneiros convidados…</span>;
  if (roster.isError) {
    return (
      <span className="block">
        Os droneiros convidados que não recusaram serão avisados por e-mail do cancelamento.
      </span>
    );
  }
  const told = roster.data.filter((entry) => entry.status !== 'declined').length;
  if (told === 0) return null;
  return (
    <strong className="block font-semibold text-slate-900">
      {told === 1
        ? 'O droneiro convidado será avisado por e-mail de que a solicitação foi cancelada.'
        : `Os ${told} droneiros convidados serão avisados por e-mail de que a solicitação foi cancelada.`}
    </strong>
  );
}
