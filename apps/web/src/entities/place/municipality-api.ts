import * as municipalitiesApi from '@drones/shared/endpoints/municipalities';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Fewer letters than this match too many names to be worth a request. */
export const MUNICIPALITY_SEARCH_MIN = 2;

/** Reference data: the municipalities do not change while the app is open. */
export const municipalityQueries = {
  byCode: (code: number) =>
    queryOptions({
      queryKey: [queryRoots.municipalities, 'byCode', code],
      queryFn: ({ signal }) =>
        call(municipalitiesApi.getMunicipality, { params: { code: String(code) }, signal }),
      staleTime: Infinity,
    }),
  search: (term: string) =>
    queryOptions({
      queryKey: [queryRoots.municipalities, 'search', term],
      queryFn: ({ signal }) =>
        call(municipalitiesApi.searchMunicipalities, {
          query: { search: term, limit: 10 },
          signal,
        }),
      staleTime: Infinity,
    }),
};

/** The municipality of an IBGE code (answers name places by code and UF only); idle without one. */
export function useMunicipality(code: number | null) {
  return useQuery({ ...municipalityQueries.byCode(code ?? 0), enabled: code != null });
}

/** The municipalities whose name matches `search`; idle until it has enough letters. */
export function useMunicipalitySearch(search: string) {
  const term = search.trim();
  return useQuery({
    ...municipalityQueries.search(term),
    enabled: term.length >= MUNICIPALITY_SEARCH_MIN,
    // The previous answer stays listed while the next one loads, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}
