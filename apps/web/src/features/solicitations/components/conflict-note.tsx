import { CONFLICT_PREFIX, type Conflict } from '@drones/shared/invitations';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * Warns that the pilot has accepted another open request at the same time
 * (docs/decisions/034-mission-dates-and-areas.md); he may still be called.
 */
export function ConflictNote({ conflict }: { conflict: Conflict }) {
  if (!conflict) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm font-medium text-amber-900">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">
        {CONFLICT_PREFIX}{' '}
        <Link
          to={paths.solicitation(conflict.id)}
          className="underline underline-offset-4 hover:no-underline"
        >
          {conflict.name}
        </Link>
      </span>
    </p>
  );
}
