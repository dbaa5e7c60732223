import { generatePath } from 'react-router';

/** Every in-app address as a route pattern: the router declares these, links fill them in. */
export const routes = {
  landing: '/',
  about: '/sobre',
  privacy: '/privacidade',
  login: '/login',
  register: '/register',
  registerGovernment: '/register/government',
  registerCompleted: '/register/completed',
  registerChoice: '/register/:id',
  registerEquipment: '/register/:id/equipment',
  registerDisponibility: '/register/:id/disponibility',
  registerAdditionalData: '/register/:id/additionalData',
  registerDriverForm: '/register/:id/form',
  forgotPassword: '/forgotpassword',
  resetPassword: '/resetPassword/:userId/:resetToken',
  invitation: '/convite/:id/:token',
  inbox: '/convites',
  home: '/home',
  communication: '/comunication',
  organization: '/orgao',
  approvals: '/admin/aprovacoes',
  audit: '/admin/auditoria',
  certificates: '/admin/certificados',
  reachability: '/admin/alcance',
  /** The link of a reachability test's message (its e-mail, its notification). */
  reachabilityLink: '/alcance/:id/:token',
  solicitations: '/solicitations',
  // The spec's singular address, kept as an alias of the list.
  solicitationsAlias: '/solicitation',
  solicitationCreate: '/solicitations/new',
  solicitation: '/solicitations/:id',
  solicitationEdit: '/solicitations/:id/edit',
  missionReportCreate: '/solicitations/:id/mission',
  missionReport: '/solicitations/:id/mission/:missionId',
  addDriver: '/solicitations/:id/addDriver',
  addDriverProfile: '/solicitations/:id/addDriver/:driverId',
  driver: '/driver/:id',
  profile: '/perfil/:id',
  profileUser: '/perfil/:id/user',
  profileSupport: '/perfil/:id/suport',
  profileSessions: '/perfil/:id/sessoes',
  profilePrivacy: '/perfil/:id/privacidade',
  profilePassword: '/perfil/:id/senha',
  profileChannels: '/perfil/:id/canais',
  additionalDataCreate: '/perfil/:id/user/create/additionalData',
  additionalDataUpdate: '/perfil/:id/user/update/:additionalDataId',
  equipments: '/perfil/:id/equipments',
  equipmentCreate: '/perfil/:id/equipments/create',
  equipment: '/perfil/:id/equipments/:equipmentId',
} as const;

// The web's addresses, for links and navigation, filled in from the patterns above.
export const paths = {
  landing: routes.landing,
  // The landing page's "how it works" section.
  howItWorks: `${routes.landing}#funciona`,
  privacy: routes.privacy,
  forgotPassword: routes.forgotPassword,
  communication: routes.communication,
  inbox: routes.inbox,
  solicitationCreate: routes.solicitationCreate,
  home: routes.home,
  login: routes.login,
  /** The login page that, once signed in, goes on to `next` (an address of this app). */
  loginThenTo: (next: string) => `${routes.login}?${new URLSearchParams({ next })}`,
  about: routes.about,
  register: routes.register,
  registerGovernment: routes.registerGovernment,
  registerCompleted: routes.registerCompleted,
  registerChoice: (userId: string) => generatePath(routes.registerChoice, { id: userId }),
  registerEquipment: (userId: string) => generatePath(routes.registerEquipment, { id: userId }),
  registerDisponibility: (userId: string) =>
    generatePath(routes.registerDisponibility, { id: userId }),
  registerAdditionalData: (userId: string) =>
    generatePath(routes.registerAdditionalData, { id: userId }),
  registerDriverForm: (userId: string) => generatePath(routes.registerDriverForm, { id: userId }),
  organization: routes.organization,
  approvals: routes.approvals,
  audit: routes.audit,
  certificates: routes.certificates,
  reachability: routes.reachability,
  reachabilityLink: (id: string, token: string) =>
    generatePath(routes.reachabilityLink, { id, token }),
  solicitations: routes.solicitations,
  solicitation: (id: string) => generatePath(routes.solicitation, { id }),
  addDriver: (id: string) => generatePath(routes.addDriver, { id }),
  addDriverProfile: (id: string, driverId: string) =>
    generatePath(routes.addDriverProfile, { id, driverId }),
  missionReport: (id: string, missionId: string) =>
    generatePath(routes.missionReport, { id, missionId }),
  driver: (id: string) => generatePath(routes.driver, { id }),
  profile: (userId: string) => generatePath(routes.profile, { id: userId }),
  profileUser: (userId: string) => generatePath(routes.profileUser, { id: userId }),
  profileSupport: (userId: string) => generatePath(routes.profileSupport, { id: userId }),
  profileSessions: (userId: string) => generatePath(routes.profileSessions, { id: userId }),
  profilePrivacy: (userId: string) => generatePath(routes.profilePrivacy, { id: userId }),
  profilePassword: (userId: string) => generatePath(routes.profilePassword, { id: userId }),
  profileChannels: (userId: string) => generatePath(routes.profileChannels, { id: userId }),
  equipments: (userId: string) => generatePath(routes.equipments, { id: userId }),
  equipmentCreate: (userId: string) => generatePath(routes.equipmentCreate, { id: userId }),
  equipment: (userId: string, equipmentId: string) =>
    generatePath(routes.equipment, { id: userId, equipmentId }),
  additionalDataCreate: (userId: string) =>
    generatePath(routes.additionalDataCreate, { id: userId }),
  additionalDataUpdate: (userId: string, id: string) =>
    generatePath(routes.additionalDataUpdate, { id: userId, additionalDataId: id }),
};

/**
 * The `next` address of a login page's query when it is a path of this app, else null: an
 * address of another site (`//host`, `https://…`, `/\\host`) is never followed.
 */
export function nextPathOf(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const url = new URL(next, window.location.origin);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}
