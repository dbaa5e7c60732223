import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { formatDateTime } from '@/lib/dates';
import { useTimeline } from '../api/roster';

/** What happened to the request, oldest first. */
export function Timeline({ solicitationId }: { solicitationId: string }) {
  const timeline = useTimeline(solicitationId);
  if (timeline.isPending) return <InlineLoader />;
  if (timeline.isError) return <LoadFailure onRetry={() => void timeline.refetch()} />;
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4" aria-label="Linha do tempo">
      {timeline.data.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative text-sm">
          <span
            className="bg-brand-600 absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full"
            aria-hidden="true"
          />
          <time dateTime={entry.at} className="block text-xs text-slate-600">
            {formatDateTime(new Date(entry.at))}
          </time>
          <span className="text-slate-900">{entry.text}</span>
        </li>
      ))}
    </ol>
  );
}
