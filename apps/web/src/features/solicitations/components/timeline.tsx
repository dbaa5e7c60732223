import { useId, useState } from 'react';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { formatDateTime } from '@/lib/dates';
import { useTimeline } from '../api/roster';
import { ExpandButton } from './expand-button';

/** Entries shown before 'Ver todo o histórico': the latest ones. */
export const TIMELINE_PREVIEW = 6;

/** What happened to the request, oldest first; a long history shows its latest entries first. */
export function Timeline({ solicitationId }: { solicitationId: string }) {
  const timeline = useTimeline(solicitationId);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (timeline.isPending) return <InlineLoader />;
  if (timeline.isError) return <LoadFailure onRetry={() => void timeline.refetch()} />;
  const entries = timeline.data;
  const hidden = expanded ? 0 : Math.max(0, entries.length - TIMELINE_PREVIEW);
  return (
    <div className="space-y-3">
      {entries.length > TIMELINE_PREVIEW && (
        <ExpandButton expanded={expanded} onExpandedChange={setExpanded} listId={listId}>
          {expanded ? 'Mostrar só os últimos' : `Ver todo o histórico (${entries.length})`}
        </ExpandButton>
      )}
      <ol
        id={listId}
        className="space-y-3 border-l-2 border-slate-200 pl-4"
        aria-label="Linha do tempo"
      >
        {entries.slice(hidden).map((entry, index) => (
          <li key={`${entry.at}-${hidden + index}`} className="relative text-sm">
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
    </div>
  );
}
