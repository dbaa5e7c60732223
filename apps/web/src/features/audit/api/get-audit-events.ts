import type { AuditAction } from '@drones/shared/audit';
import * as auditApi from '@drones/shared/endpoints/audit';
import { pagedQueryOptions, usePagedList } from '@/lib/paged-list';
import { queryRoots } from '@/lib/query-keys';

export interface AuditFilters {
  action?: AuditAction | undefined;
  /** The id of the person who acted. */
  actor?: string | undefined;
  /** Days (`AAAA-MM-DD`) as the date inputs give them, in the browser's time zone. */
  from?: string | undefined;
  to?: string | undefined;
}

const PAGE_SIZE = 50;

/** The instant a local day starts, or (`end`) its last millisecond, as ISO 8601 in UTC. */
function dayBound(day: string | undefined, end: boolean): string | undefined {
  if (!day) return undefined;
  const instant = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

export const auditQueries = {
  /**
   * The audit log, newest first, page by page (ADMIN). The days are the browser's, like the
   * times the table shows, so they travel as instants.
   */
  list: (filters: AuditFilters) =>
    pagedQueryOptions(
      [queryRoots.audit, 'list'],
      auditApi.listAuditEvents,
      {
        query: {
          action: filters.action,
          actor: filters.actor,
          from: dayBound(filters.from, false),
          to: dayBound(filters.to, true),
        },
      },
      PAGE_SIZE,
    ),
};

export function useAuditEvents(filters: AuditFilters) {
  return usePagedList(auditQueries.list(filters));
}
