import { matchRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { solicitationQueries } from '@/entities/solicitation/solicitation-api';
import { pilotQueries } from '@/entities/pilot/pilot-queries';
import { approvalQueries } from '@/features/approvals/api/get-pending-accounts';
import { channelQueries } from '@/features/profile/api/channels';
import { missionReportQueries } from '@/features/mission-reports/api/get-mission-report';
import { readAccessToken } from '@/lib/access-token';
import { routes } from '@/lib/paths';
import { RedirectSignedIn, RequireAuth, RequireOwnProfile, RequireRole } from './guards';
import { PublicLayout } from './layouts/public/public-layout';
import { prefetchByParam, prefetchFor } from './prefetch';
import { RouteError } from './route-error';

const STAFF = ['GOVERNMENT', 'ADMIN'] as const;
const DRIVER = ['DRIVER'] as const;
const ADMIN = ['ADMIN'] as const;

// The signed-in shell and its pages are never part of a public page's first load.
const loadPrivateLayout = () => import('./layouts/private/private-layout');
// A signed-in start (a reload, offline too) fetches the signed-in shell while the session is
// restored, not after.
if (typeof window !== 'undefined' && readAccessToken() !== null) void loadPrivateLayout();

// The loaders of the pages that read one request, one pilot, or the signed-in pilot's data.
const requestOf = prefetchByParam('id', solicitationQueries.detail);
const ownPilotData = prefetchFor(({ user, prefetch }) => {
  if (user.role === 'DRIVER') void prefetch(pilotQueries.detail(user.id));
});

/**
 * The route table, without a router, so tests can mount it in a memory router. A data router, so
 * a half-filled form can hold a navigation (useBlocker). Each page is its own chunk, fetched when
 * first visited (`lazy`), while its loader starts its queries (ADR 037). A page that fails (or
 * whose code failed to load) shows 'Algo deu errado': inside the signed-in menu, or as the whole
 * page elsewhere (ADR 030).
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteError wholePage />,
    // A start at a page whose code is not here yet (never a prerendered page: main.tsx).
    HydrateFallback: PageLoader,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            lazy: () =>
              import('@/features/landing/routes/landing').then((m) => ({
                Component: m.LandingRoute,
              })),
          },
          {
            path: routes.about,
            lazy: () =>
              import('@/features/about/routes/about').then((m) => ({ Component: m.AboutRoute })),
          },
          {
            path: routes.privacy,
            lazy: () =>
              import('@/features/privacy/routes/privacy-policy').then((m) => ({
                Component: m.PrivacyPolicyRoute,
              })),
          },
          {
            element: <RedirectSignedIn />,
            children: [
              {
                path: routes.login,
                lazy: () =>
                  import('@/features/auth/routes/login').then((m) => ({
                    Component: m.LoginRoute,
                  })),
              },
              {
                path: routes.register,
                lazy: () =>
                  import('@/features/registration/routes/register').then(({ RegisterRoute }) => ({
                    element: <RegisterRoute role="DRIVER" />,
                  })),
              },
              {
                path: routes.registerGovernment,
                lazy: () =>
                  import('@/features/registration/routes/register').then(({ RegisterRoute }) => ({
                    element: <RegisterRoute role="GOVERNMENT" />,
                  })),
              },
            ],
          },
          {
            path: routes.registerCompleted,
            lazy: () =>
              import('@/features/registration/routes/register-completed').then((m) => ({
                Component: m.RegisterCompletedRoute,
              })),
          },
          {
            element: <RequireRole roles={DRIVER} />,
            children: [
              {
                path: routes.registerEquipment,
                lazy: () =>
                  import('@/features/equipment/routes/register-equipment').then((m) => ({
                    Component: m.RegisterEquipmentRoute,
                  })),
              },
              {
                path: routes.registerDisponibility,
                loader: ownPilotData,
                lazy: () =>
                  import('@/features/availability/routes/register-disponibility').then((m) => ({
                    Component: m.RegisterDisponibilityRoute,
                  })),
              },
              {
                path: routes.registerAdditionalData,
                loader: ownPilotData,
                lazy: () =>
                  import('@/features/pilot-profile/routes/register-additional-data').then((m) => ({
                    Component: m.RegisterAdditionalDataRoute,
                  })),
              },
              {
                path: routes.registerDriverForm,
                lazy: () =>
                  import('@/features/onboarding/routes/register-driver-form').then((m) => ({
                    Component: m.RegisterDriverFormRoute,
                  })),
              },
              {
                path: routes.registerChoice,
                lazy: () =>
                  import('@/features/onboarding/routes/register-form-choice').then((m) => ({
                    Component: m.RegisterFormChoiceRoute,
                  })),
              },
            ],
          },
          {
            path: routes.forgotPassword,
            lazy: () =>
              import('@/features/auth/routes/forgot-password').then((m) => ({
                Component: m.ForgotPasswordRoute,
              })),
          },
          {
            path: routes.resetPassword,
            lazy: () =>
              import('@/features/auth/routes/reset-password').then((m) => ({
                Component: m.ResetPasswordRoute,
              })),
          },
          {
            path: routes.invitation,
            lazy: () =>
              import('@/features/invitations/routes/invitation').then((m) => ({
                Component: m.InvitationRoute,
              })),
          },
          {
            path: routes.reachabilityLink,
            lazy: () =>
              import('@/features/reachability/routes/reachability-link').then((m) => ({
                Component: m.ReachabilityLinkRoute,
              })),
          },
          {
            path: '*',
            lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: () => loadPrivateLayout().then((m) => ({ Component: m.PrivateLayout })),
            children: [
              {
                errorElement: <RouteError />,
                children: [
                  {
                    element: <RequireRole roles={STAFF} />,
                    children: [
                      {
                        path: routes.home,
                        lazy: () =>
                          import('@/features/home/routes/home').then((m) => ({
                            Component: m.HomeRoute,
                          })),
                      },
                      {
                        path: routes.missionReportCreate,
                        loader: requestOf,
                        lazy: () =>
                          import('@/features/mission-reports/routes/mission-report-create').then(
                            (m) => ({ Component: m.MissionReportCreateRoute }),
                          ),
                      },
                      {
                        path: routes.organization,
                        // The coordinators' reachability test is the reachability feature's:
                        // composed in here, since features do not import each other.
                        lazy: () =>
                          Promise.all([
                            import('@/features/organization/routes/organization'),
                            import('@/features/reachability/components/reachability-test-panel'),
                          ]).then(([{ OrganizationRoute }, { ReachabilityTestPanel }]) => ({
                            element: (
                              <OrganizationRoute
                                reachabilityTest={<ReachabilityTestPanel scope="body" />}
                              />
                            ),
                          })),
                      },
                      {
                        path: routes.communication,
                        lazy: () =>
                          import('@/features/communications/routes/communication').then((m) => ({
                            Component: m.CommunicationRoute,
                          })),
                      },
                      {
                        path: routes.addDriver,
                        loader: requestOf,
                        lazy: () =>
                          import('@/features/drivers/routes/add-driver').then((m) => ({
                            Component: m.AddDriverRoute,
                          })),
                      },
                      {
                        path: routes.addDriverProfile,
                        loader: prefetchFor(({ params, prefetch }) => {
                          void prefetch(solicitationQueries.detail(params.id ?? ''));
                          void prefetch(pilotQueries.detail(params.driverId ?? ''));
                        }),
                        lazy: () =>
                          import('@/features/drivers/routes/add-driver-profile').then((m) => ({
                            Component: m.AddDriverProfileRoute,
                          })),
                      },
                    ],
                  },
                  {
                    element: <RequireRole roles={ADMIN} />,
                    children: [
                      {
                        path: routes.approvals,
                        loader: prefetchFor(({ prefetch }) => prefetch(approvalQueries.pending())),
                        lazy: () =>
                          import('@/features/approvals/routes/approvals').then((m) => ({
                            Component: m.ApprovalsRoute,
                          })),
                      },
                      {
                        path: routes.audit,
                        lazy: () =>
                          import('@/features/audit/routes/audit').then((m) => ({
                            Component: m.AuditRoute,
                          })),
                      },
                      {
                        path: routes.certificates,
                        lazy: () =>
                          import('@/features/certificates/routes/certificates').then((m) => ({
                            Component: m.CertificatesRoute,
                          })),
                      },
                      {
                        path: routes.reachability,
                        lazy: () =>
                          import('@/features/reachability/routes/reachability-admin').then((m) => ({
                            Component: m.ReachabilityAdminRoute,
                          })),
                      },
                    ],
                  },
                  {
                    element: <RequireRole roles={DRIVER} />,
                    children: [
                      {
                        path: routes.inbox,
                        lazy: () =>
                          import('@/features/invitations/routes/inbox').then((m) => ({
                            Component: m.InboxRoute,
                          })),
                      },
                    ],
                  },
                  {
                    path: routes.driver,
                    // A pilot reads only his own page (DriverRoute).
                    loader: prefetchFor(({ params, user, prefetch }) =>
                      prefetch(
                        pilotQueries.detail(user.role === 'DRIVER' ? user.id : (params.id ?? '')),
                      ),
                    ),
                    lazy: () =>
                      import('@/features/drivers/routes/driver').then((m) => ({
                        Component: m.DriverRoute,
                      })),
                  },
                  {
                    path: routes.missionReport,
                    loader: prefetchByParam('missionId', missionReportQueries.detail),
                    lazy: () =>
                      import('@/features/mission-reports/routes/mission-report').then((m) => ({
                        Component: m.MissionReportRoute,
                      })),
                  },
                  {
                    path: routes.solicitations,
                    lazy: () =>
                      import('@/features/solicitations/routes/solicitations').then((m) => ({
                        Component: m.SolicitationsRoute,
                      })),
                  },
                  {
                    path: routes.solicitationsAlias,
                    lazy: () =>
                      import('@/features/solicitations/routes/solicitations').then((m) => ({
                        Component: m.SolicitationsRoute,
                      })),
                  },
                  {
                    path: routes.solicitation,
                    loader: requestOf,
                    lazy: () =>
                      import('@/features/solicitations/routes/solicitation').then((m) => ({
                        Component: m.SolicitationRoute,
                      })),
                  },
                  {
                    path: routes.solicitationEdit,
                    loader: requestOf,
                    lazy: () =>
                      import('@/features/solicitations/routes/solicitation-edit').then((m) => ({
                        Component: m.SolicitationEditRoute,
                      })),
                  },
                  {
                    element: <RequireRole roles={STAFF} />,
                    children: [
                      {
                        path: routes.solicitationCreate,
                        lazy: () =>
                          import('@/features/solicitations/routes/solicitation-create').then(
                            (m) => ({ Component: m.SolicitationCreateRoute }),
                          ),
                      },
                    ],
                  },
                  {
                    path: routes.profile,
                    element: <RequireOwnProfile />,
                    children: profileRoutes(),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/** /perfil/{id}/…: the signed-in user's own pages (RequireOwnProfile). */
function profileRoutes(): RouteObject[] {
  return [
    {
      index: true,
      loader: ownPilotData,
      lazy: () =>
        import('@/features/profile/routes/profile').then((m) => ({ Component: m.ProfileRoute })),
    },
    {
      path: routes.profileUser,
      loader: ownPilotData,
      // The pilot's 'MAIS DADOS' card belongs to pilot-profile: composed in here, since
      // features do not import each other.
      lazy: () =>
        Promise.all([
          import('@/features/profile/routes/profile-user'),
          import('@/features/pilot-profile/components/more-data-card'),
        ]).then(([{ ProfileUserRoute }, { MoreDataCard }]) => ({
          element: <ProfileUserRoute moreData={<MoreDataCard />} />,
        })),
    },
    {
      path: routes.profileSupport,
      lazy: () =>
        import('@/features/profile/routes/profile-support').then((m) => ({
          Component: m.ProfileSupportRoute,
        })),
    },
    {
      path: routes.profileSessions,
      lazy: () =>
        import('@/features/profile/routes/profile-sessions').then((m) => ({
          Component: m.ProfileSessionsRoute,
        })),
    },
    {
      path: routes.profilePrivacy,
      lazy: () =>
        import('@/features/profile/routes/profile-privacy').then((m) => ({
          Component: m.ProfilePrivacyRoute,
        })),
    },
    {
      path: routes.profilePassword,
      lazy: () =>
        import('@/features/profile/routes/profile-password').then((m) => ({
          Component: m.ProfilePasswordRoute,
        })),
    },
    {
      element: <RequireRole roles={DRIVER} />,
      children: [
        {
          path: routes.profileChannels,
          loader: prefetchFor(({ prefetch }) => prefetch(channelQueries.mine())),
          lazy: () =>
            import('@/features/profile/routes/profile-channels').then((m) => ({
              Component: m.ProfileChannelsRoute,
            })),
        },
        {
          path: routes.additionalDataCreate,
          lazy: () =>
            import('@/features/pilot-profile/routes/profile-additional-data-create').then((m) => ({
              Component: m.ProfileAdditionalDataCreateRoute,
            })),
        },
        {
          path: routes.additionalDataUpdate,
          loader: prefetchFor(({ params, user, prefetch }) => {
            void prefetch(pilotQueries.additionalData(params.additionalDataId ?? ''));
            void prefetch(pilotQueries.detail(user.id));
          }),
          lazy: () =>
            import('@/features/pilot-profile/routes/profile-additional-data-update').then((m) => ({
              Component: m.ProfileAdditionalDataUpdateRoute,
            })),
        },
        {
          path: routes.equipments,
          loader: prefetchFor(({ user, prefetch }) => prefetch(pilotQueries.equipmentOf(user.id))),
          lazy: () =>
            import('@/features/equipment/routes/equipments').then((m) => ({
              Component: m.EquipmentsRoute,
            })),
        },
        {
          path: routes.equipmentCreate,
          lazy: () =>
            import('@/features/equipment/routes/equipment-create').then((m) => ({
              Component: m.EquipmentCreateRoute,
            })),
        },
        {
          path: routes.equipment,
          loader: prefetchByParam('equipmentId', pilotQueries.equipment),
          lazy: () =>
            import('@/features/equipment/routes/equipment-update').then((m) => ({
              Component: m.EquipmentUpdateRoute,
            })),
        },
      ],
    },
  ];
}

/**
 * Puts in place the code of the pages at `pathname` before a prerendered page is hydrated: a
 * router whose matched routes are still lazy draws its fallback first, which would not match the
 * HTML (ADR 037).
 */
export async function loadRoutesAt(pathname: string) {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
