import type { Role } from '@drones/shared/roles';

/** The label of the profile card. */
export function roleLabel(role: Role): string {
  if (role === 'GOVERNMENT') return 'DEFESA CIVIL';
  if (role === 'ADMIN') return 'ADMINISTRADOR';
  return 'DRONEIRO VOLUNTÁRIO';
}
