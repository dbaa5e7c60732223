export const roles = ['DRIVER', 'GOVERNMENT', 'ADMIN'] as const;
export type Role = (typeof roles)[number];
