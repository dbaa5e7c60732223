// Every query key starts with its feature's root, spelt once here; each feature's factory
// (`solicitationQueries`, `pilotQueries`, …) builds its keys and `queryOptions` under it, and
// its hooks, loaders and invalidations use that factory (docs/decisions/036-endpoint-contracts.md).

export const queryRoots = {
  session: 'session',
  accountSessions: 'accountSessions',
  /** The signed-in pilot's channels of notice and this browser's push key. */
  channels: 'channels',
  pilots: 'pilots',
  counters: 'counters',
  approvals: 'approvals',
  passwordResets: 'passwordResets',
  solicitations: 'solicitations',
  /** The roster the removal dialog reads, apart so refreshing requests never asks for it again. */
  solicitationRemoval: 'solicitationRemoval',
  invitations: 'invitations',
  communications: 'communications',
  broadcast: 'broadcast',
  missionReports: 'missionReports',
  municipalities: 'municipalities',
  organizations: 'organizations',
  shares: 'shares',
  /** Reachability tests: a test's result, and the pilot's tests to confirm. */
  reachability: 'reachability',
  certificates: 'certificates',
  audit: 'audit',
  config: 'config',
} as const;

/**
 * The answers kept on the device for field use (docs/design.md §10, lib/offline-cache.ts):
 * these keys and every key that starts with one of them.
 */
export const keptQueryKeys = {
  currentUser: [queryRoots.session, 'user'],
  solicitationLists: [queryRoots.solicitations, 'list'],
  solicitationDetails: [queryRoots.solicitations, 'detail'],
  invitations: [queryRoots.invitations],
  communicationLists: [queryRoots.communications, 'list'],
} as const;
