import {
  ROSTER_ORDER,
  type AutoCallout,
  type CalloutResponse,
  type InvitationStatus,
  type RosterEntry,
  type TimelineEntry,
} from '@drones/shared/invitations';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiEventStream, apiRequest } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';

// The request's team (docs/design.md §8 "Call-out and answers"): the roster, kept live by the events
// stream, its timeline, and the calls that change it.

const rosterKey = (id: string) => ['solicitations', id, 'roster'];
const timelineKey = (id: string) => ['solicitations', id, 'timeline'];
const autoKey = (id: string) => ['solicitations', id, 'callout-auto'];
const matchesKey = (id: string) => ['solicitation', id, 'matches'];

const base = (id: string) => `/solicitation/${encodeURIComponent(id)}`;

export function useRoster(id: string) {
  return useQuery({
    queryKey: rosterKey(id),
    queryFn: ({ signal }) => apiRequest<RosterEntry[]>(`${base(id)}/roster`, { signal }),
  });
}

/**
 * The roster as the removal dialog reads it: under a key of its own, so the refresh after the
 * removal does not ask for the roster of a request that is gone.
 */
export function useRosterBeforeRemoval(id: string) {
  return useQuery({
    queryKey: ['removal', id, 'roster'],
    queryFn: ({ signal }) => apiRequest<RosterEntry[]>(`${base(id)}/roster`, { signal }),
    gcTime: 0,
  });
}

export function useTimeline(id: string) {
  return useQuery({
    queryKey: timelineKey(id),
    queryFn: ({ signal }) => apiRequest<TimelineEntry[]>(`${base(id)}/timeline`, { signal }),
  });
}

export function useAutoCallout(id: string) {
  return useQuery({
    queryKey: autoKey(id),
    queryFn: ({ signal }) => apiRequest<AutoCallout | null>(`${base(id)}/callout/auto`, { signal }),
  });
}

const rank = (entry: RosterEntry) => ROSTER_ORDER.indexOf(entry.status);

/** The roster with `entry` put in (in place of the pilot's old one), in the server's order. */
export function withEntry(roster: RosterEntry[], entry: RosterEntry): RosterEntry[] {
  const others = roster.filter((item) => item.pilot.id !== entry.pilot.id);
  return [...others, entry].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.answeredAt ?? a.invitedAt).localeCompare(b.answeredAt ?? b.invitedAt) ||
      a.pilot.name.localeCompare(b.pilot.name, 'pt-BR'),
  );
}

/** What else a roster change touches: the timeline, the automatic call-out, the matches' badges. */
function refreshAround(queryClient: QueryClient, id: string) {
  for (const queryKey of [timelineKey(id), autoKey(id), matchesKey(id)]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

export type StreamState = 'connecting' | 'live' | 'offline';

/**
 * Keeps the roster live while the page is open: each `roster` event replaces its pilot's entry.
 * A dropped stream comes back by itself (waiting a little longer each time), and the roster is
 * read again then, since changes made meanwhile were not streamed.
 */
export function useRosterStream(id: string): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');

  useEffect(() => {
    const controller = new AbortController();
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A call-out of many pilots streams many events: what they touch is read once after them.
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      apiEventStream(
        `${base(id)}/events`,
        {
          onOpen: () => {
            attempt = 0;
            setState('live');
            void queryClient.invalidateQueries({ queryKey: rosterKey(id) });
          },
          onEvent: (event, data) => {
            if (event !== 'roster') return;
            const entry = JSON.parse(data) as RosterEntry;
            queryClient.setQueryData<RosterEntry[]>(rosterKey(id), (roster) =>
              withEntry(roster ?? [], entry),
            );
            refresh ??= setTimeout(() => {
              refresh = undefined;
              refreshAround(queryClient, id);
            }, 300);
          },
        },
        controller.signal,
      )
        .catch(() => {})
        .finally(() => {
          if (controller.signal.aborted) return;
          setState('offline');
          timer = setTimeout(connect, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
          attempt += 1;
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
      clearTimeout(refresh);
    };
  }, [id, queryClient]);

  return state;
}

/** After a call the creator made: everything about the team is read again. */
function refreshTeam(queryClient: QueryClient, id: string) {
  void queryClient.invalidateQueries({ queryKey: rosterKey(id) });
  refreshAround(queryClient, id);
}

export function useCallOut(id: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (body: { pilotIds: string[]; message?: string }, idempotencyKey: string) =>
      apiRequest<CalloutResponse>(`${base(id)}/callout`, { method: 'POST', body, idempotencyKey }),
    onSuccess: () => refreshTeam(queryClient, id),
  });
}

export function useStartAutoCallout(id: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (
      body: { auto: { wanted: number; everyMinutes: number; message?: string | null | undefined } },
      idempotencyKey: string,
    ) =>
      apiRequest<CalloutResponse>(`${base(id)}/callout`, { method: 'POST', body, idempotencyKey }),
    onSuccess: (answer) => {
      queryClient.setQueryData(autoKey(id), answer.auto ?? null);
      refreshTeam(queryClient, id);
    },
  });
}

export function useStopAutoCallout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(`${base(id)}/callout/auto`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData(autoKey(id), null);
      refreshTeam(queryClient, id);
    },
  });
}

/** A pilot offers himself for the request (or, invited, confirms he is coming). */
export function useVolunteer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ status: InvitationStatus }>(`${base(id)}/volunteer`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invitations'] }),
  });
}

export function useAcceptVolunteer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pilotId: string) =>
      apiRequest<RosterEntry>(`${base(id)}/roster/${encodeURIComponent(pilotId)}/accept`, {
        method: 'POST',
      }),
    onSuccess: (entry) => {
      queryClient.setQueryData<RosterEntry[]>(rosterKey(id), (roster) =>
        withEntry(roster ?? [], entry),
      );
      refreshAround(queryClient, id);
    },
  });
}
