import * as invitationsApi from '@drones/shared/endpoints/invitations';
import { ROSTER_ORDER, type RosterEntry } from '@drones/shared/invitations';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { invitationQueries } from '@/entities/invitation/invitation-queries';
import { solicitationQueries } from '@/entities/solicitation/solicitation-api';
import { apiEventStream, call } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';

// The request's team (docs/design.md §8 "Call-out and answers"): the roster, kept live by the events
// stream, its timeline, and the calls that change it.

const rosterKey = (id: string) => solicitationQueries.roster(id).queryKey;

export function useRoster(id: string) {
  return useQuery(solicitationQueries.roster(id));
}

export function useRosterBeforeRemoval(id: string) {
  return useQuery(solicitationQueries.rosterBeforeRemoval(id));
}

export function useTimeline(id: string) {
  return useQuery(solicitationQueries.timeline(id));
}

export function useAutoCallout(id: string) {
  return useQuery(solicitationQueries.autoCallout(id));
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
  void queryClient.invalidateQueries(solicitationQueries.timeline(id));
  void queryClient.invalidateQueries(solicitationQueries.autoCallout(id));
  void queryClient.invalidateQueries(solicitationQueries.matches(id));
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
        invitationsApi.streamSolicitationRoster,
        { params: { id }, signal: controller.signal },
        {
          onOpen: () => {
            attempt = 0;
            setState('live');
            void queryClient.invalidateQueries({ queryKey: rosterKey(id) });
          },
          onEvent: (event, data) => {
            if (event !== 'roster') return;
            const entry = JSON.parse(data) as RosterEntry;
            queryClient.setQueryData(rosterKey(id), (roster) => withEntry(roster ?? [], entry));
            refresh ??= setTimeout(() => {
              refresh = undefined;
              refreshAround(queryClient, id);
            }, 300);
          },
        },
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
      call(invitationsApi.callOutPilots, { params: { id }, body, idempotencyKey }),
    onSuccess: () => refreshTeam(queryClient, id),
  });
}

export function useStartAutoCallout(id: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (
      body: { auto: { wanted: number; everyMinutes: number; message?: string | null | undefined } },
      idempotencyKey: string,
    ) => call(invitationsApi.callOutPilots, { params: { id }, body, idempotencyKey }),
    onSuccess: (answer) => {
      queryClient.setQueryData(solicitationQueries.autoCallout(id).queryKey, answer.auto ?? null);
      refreshTeam(queryClient, id);
    },
  });
}

export function useStopAutoCallout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(invitationsApi.stopAutoCallout, { params: { id } }),
    onSuccess: () => {
      queryClient.setQueryData(solicitationQueries.autoCallout(id).queryKey, null);
      refreshTeam(queryClient, id);
    },
  });
}

/** A pilot offers himself for the request (or, invited, confirms he is coming). */
export function useVolunteer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(invitationsApi.volunteerForSolicitation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationQueries.all }),
  });
}

export function useAcceptVolunteer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pilotId: string) =>
      call(invitationsApi.acceptVolunteer, { params: { id, pilotId } }),
    onSuccess: (entry) => {
      queryClient.setQueryData(rosterKey(id), (roster) => withEntry(roster ?? [], entry));
      refreshAround(queryClient, id);
    },
  });
}
