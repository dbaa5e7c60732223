import type { Municipality } from '@drones/shared/places';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Fewer letters than this match too many names to be worth a request. */
export const MUNICIPALITY_SEARCH_MIN = 2;

export function searchMunicipalities(search: string, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({ search, limit: '10' });
  return apiRequest<Municipality[]>(`/municipalities?${query}`, { signal });
}

/** The municipality of an IBGE code (answers name places by code and UF only); idle without one. */
export function useMunicipality(code: number | null) {
  return useQuery({
    queryKey: ['municipalities', 'code', code],
    queryFn: ({ signal }) =>
      apiRequest<Municipality>(`/municipalities/${encodeURIComponent(String(code))}`, { signal }),
    enabled: code != null,
    staleTime: Infinity,
  });
}

/** The municipalities whose name matches `search`; idle until it has enough letters. */
export function useMunicipalitySearch(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['municipalities', term],
    queryFn: ({ signal }) => searchMunicipalities(term, { signal }),
    enabled: term.length >= MUNICIPALITY_SEARCH_MIN,
    // Reference data: the list of municipalities does not change while the app is open.
    staleTime: Infinity,
    // The previous answer stays listed while the next one loads, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}
