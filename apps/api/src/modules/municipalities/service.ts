import {
  MUNICIPALITY_NOT_FOUND,
  type Municipality,
  type MunicipalitySearch,
} from '@drones/shared/places';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import { findMunicipalityByCode, searchMunicipalities } from './repository';

/** The municipalities whose name matches the search, best matches first. */
export function findMunicipalities(
  { db }: Pick<ServiceContext, 'db'>,
  query: MunicipalitySearch,
): Promise<Municipality[]> {
  return searchMunicipalities(db, query);
}

/** The municipality of `code`, or null when there is none. */
export function findMunicipality(
  { db }: Pick<ServiceContext, 'db'>,
  code: number,
): Promise<Municipality | null> {
  return findMunicipalityByCode(db, code);
}

/**
 * The municipality a request names, or 400 with a field error on `municipalityCode` (docs/design.md §8:
 * an unknown code stores nothing), like a schema failure answers.
 */
export async function requireMunicipality({ db }: { db: Db }, code: number): Promise<Municipality> {
  const found = await findMunicipalityByCode(db, code);
  if (!found) {
    throw new HttpError(400, undefined, [
      { path: 'municipalityCode', message: MUNICIPALITY_NOT_FOUND },
    ]);
  }
  return found;
}
