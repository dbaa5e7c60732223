import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, createRoutesFromElements, Route, RouterProvider } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { readAccessToken } from '@/lib/access-token';
import { routes } from '@/lib/paths';
import { RedirectSignedIn, RequireAuth, RequireOwnProfile, RequireRole } from './guards';
import { PublicLayout } from './layouts/public/public-layout';
import { RouteError } from './route-error';

// Each page is its own chunk, fetched when first visited.
const LandingRoute = lazy(() =>
  import('@/features/landing/routes/landing').then((m) => ({ default: m.LandingRoute })),
);
const AboutRoute = lazy(() =>
  import('@/features/about/routes/about').then((m) => ({ default: m.AboutRoute })),
);
const PrivacyPolicyRoute = lazy(() =>
  import('@/features/privacy/routes/privacy-policy').then((m) => ({
    default: m.PrivacyPolicyRoute,
  })),
);
const LoginRoute = lazy(() =>
  import('@/features/auth/routes/login').then((m) => ({ default: m.LoginRoute })),
);
const ForgotPasswordRoute = lazy(() =>
  import('@/features/auth/routes/forgot-password').then((m) => ({
    default: m.ForgotPasswordRoute,
  })),
);
const ResetPasswordRoute = lazy(() =>
  import('@/features/auth/routes/reset-password').then((m) => ({
    default: m.ResetPasswordRoute,
  })),
);
const InboxRoute = lazy(() =>
  import('@/features/invitations/routes/inbox').then((m) => ({ default: m.InboxRoute })),
);
const InvitationRoute = lazy(() =>
  import('@/features/invitations/routes/invitation').then((m) => ({
    default: m.InvitationRoute,
  })),
);
const RegisterRoute = lazy(() =>
  import('@/features/registration/routes/register').then((m) => ({ default: m.RegisterRoute })),
);
const RegisterCompletedRoute = lazy(() =>
  import('@/features/registration/routes/register-completed').then((m) => ({
    default: m.RegisterCompletedRoute,
  })),
);
const NotFoundRoute = lazy(() =>
  import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })),
);

// The signed-in shell and its pages are never part of a public page's first load.
const loadPrivateLayout = () => import('./layouts/private/private-layout');
const PrivateLayout = lazy(() => loadPrivateLayout().then((m) => ({ default: m.PrivateLayout })));
// A signed-in start (a reload, offline too) fetches the signed-in shell while the session is
// restored, not after.
if (typeof window !== 'undefined' && readAccessToken() !== null) void loadPrivateLayout();
const HomeRoute = lazy(() =>
  import('@/features/home/routes/home').then((m) => ({ default: m.HomeRoute })),
);
const ApprovalsRoute = lazy(() =>
  import('@/features/approvals/routes/approvals').then((m) => ({ default: m.ApprovalsRoute })),
);
const AuditRoute = lazy(() =>
  import('@/features/audit/routes/audit').then((m) => ({ default: m.AuditRoute })),
);
const CertificatesRoute = lazy(() =>
  import('@/features/certificates/routes/certificates').then((m) => ({
    default: m.CertificatesRoute,
  })),
);
const ProfileRoute = lazy(() =>
  import('@/features/profile/routes/profile').then((m) => ({ default: m.ProfileRoute })),
);
const ProfileUserRoute = lazy(() =>
  import('@/features/profile/routes/profile-user').then((m) => ({
    default: m.ProfileUserRoute,
  })),
);
const ProfileSupportRoute = lazy(() =>
  import('@/features/profile/routes/profile-support').then((m) => ({
    default: m.ProfileSupportRoute,
  })),
);
const ProfilePrivacyRoute = lazy(() =>
  import('@/features/profile/routes/profile-privacy').then((m) => ({
    default: m.ProfilePrivacyRoute,
  })),
);
const ProfileSessionsRoute = lazy(() =>
  import('@/features/profile/routes/profile-sessions').then((m) => ({
    default: m.ProfileSessionsRoute,
  })),
);
const ProfilePasswordRoute = lazy(() =>
  import('@/features/profile/routes/profile-password').then((m) => ({
    default: m.ProfilePasswordRoute,
  })),
);

const RegisterEquipmentRoute = lazy(() =>
  import('@/features/equipment/routes/register-equipment').then((m) => ({
    default: m.RegisterEquipmentRoute,
  })),
);
const RegisterDisponibilityRoute = lazy(() =>
  import('@/features/availability/routes/register-disponibility').then((m) => ({
    default: m.RegisterDisponibilityRoute,
  })),
);
const RegisterAdditionalDataRoute = lazy(() =>
  import('@/features/pilot-profile/routes/register-additional-data').then((m) => ({
    default: m.RegisterAdditionalDataRoute,
  })),
);
const RegisterFormChoiceRoute = lazy(() =>
  import('@/features/onboarding/routes/register-form-choice').then((m) => ({
    default: m.RegisterFormChoiceRoute,
  })),
);
const RegisterDriverFormRoute = lazy(() =>
  import('@/features/onboarding/routes/register-driver-form').then((m) => ({
    default: m.RegisterDriverFormRoute,
  })),
);
const MoreDataCard = lazy(() =>
  import('@/features/pilot-profile/components/more-data-card').then((m) => ({
    default: m.MoreDataCard,
  })),
);
const ProfileAdditionalDataCreateRoute = lazy(() =>
  import('@/features/pilot-profile/routes/profile-additional-data-create').then((m) => ({
    default: m.ProfileAdditionalDataCreateRoute,
  })),
);
const ProfileAdditionalDataUpdateRoute = lazy(() =>
  import('@/features/pilot-profile/routes/profile-additional-data-update').then((m) => ({
    default: m.ProfileAdditionalDataUpdateRoute,
  })),
);
const EquipmentsRoute = lazy(() =>
  import('@/features/equipment/routes/equipments').then((m) => ({ default: m.EquipmentsRoute })),
);
const EquipmentCreateRoute = lazy(() =>
  import('@/features/equipment/routes/equipment-create').then((m) => ({
    default: m.EquipmentCreateRoute,
  })),
);
const EquipmentUpdateRoute = lazy(() =>
  import('@/features/equipment/routes/equipment-update').then((m) => ({
    default: m.EquipmentUpdateRoute,
  })),
);
const DriverRoute = lazy(() =>
  import('@/features/drivers/routes/driver').then((m) => ({ default: m.DriverRoute })),
);
const AddDriverRoute = lazy(() =>
  import('@/features/drivers/routes/add-driver').then((m) => ({ default: m.AddDriverRoute })),
);
const AddDriverProfileRoute = lazy(() =>
  import('@/features/drivers/routes/add-driver-profile').then((m) => ({
    default: m.AddDriverProfileRoute,
  })),
);

const SolicitationsRoute = lazy(() =>
  import('@/features/solicitations/routes/solicitations').then((m) => ({
    default: m.SolicitationsRoute,
  })),
);
const SolicitationRoute = lazy(() =>
  import('@/features/solicitations/routes/solicitation').then((m) => ({
    default: m.SolicitationRoute,
  })),
);
const SolicitationCreateRoute = lazy(() =>
  import('@/features/solicitations/routes/solicitation-create').then((m) => ({
    default: m.SolicitationCreateRoute,
  })),
);
const SolicitationEditRoute = lazy(() =>
  import('@/features/solicitations/routes/solicitation-edit').then((m) => ({
    default: m.SolicitationEditRoute,
  })),
);

const MissionReportCreateRoute = lazy(() =>
  import('@/features/mission-reports/routes/mission-report-create').then((m) => ({
    default: m.MissionReportCreateRoute,
  })),
);
const MissionReportRoute = lazy(() =>
  import('@/features/mission-reports/routes/mission-report').then((m) => ({
    default: m.MissionReportRoute,
  })),
);
const CommunicationRoute = lazy(() =>
  import('@/features/communications/routes/communication').then((m) => ({
    default: m.CommunicationRoute,
  })),
);

const STAFF = ['GOVERNMENT', 'ADMIN'] as const;
const DRIVER = ['DRIVER'] as const;
const ADMIN = ['ADMIN'] as const;

/**
 * The route table, without a router, so tests can mount it in a memory router. A data router, so
 * a half-filled form can hold a navigation (useBlocker). A page that fails (or whose code failed
 * to load) shows 'Algo deu errado': inside the signed-in menu, or as the whole page elsewhere.
 */
export const appRoutes = createRoutesFromElements(
  <Route id="root" errorElement={<RouteError wholePage />}>
    <Route element={<PublicLayout />}>
      <Route index element={<LandingRoute />} />
      <Route path={routes.about} element={<AboutRoute />} />
      <Route path={routes.privacy} element={<PrivacyPolicyRoute />} />
      <Route element={<RedirectSignedIn />}>
        <Route path={routes.login} element={<LoginRoute />} />
        <Route path={routes.register} element={<RegisterRoute role="DRIVER" />} />
        <Route path={routes.registerGovernment} element={<RegisterRoute role="GOVERNMENT" />} />
      </Route>
      <Route path={routes.registerCompleted} element={<RegisterCompletedRoute />} />
      <Route element={<RequireRole roles={DRIVER} />}>
        <Route path={routes.registerEquipment} element={<RegisterEquipmentRoute />} />
        <Route path={routes.registerDisponibility} element={<RegisterDisponibilityRoute />} />
        <Route path={routes.registerAdditionalData} element={<RegisterAdditionalDataRoute />} />
        <Route path={routes.registerDriverForm} element={<RegisterDriverFormRoute />} />
        <Route path={routes.registerChoice} element={<RegisterFormChoiceRoute />} />
      </Route>
      <Route path={routes.forgotPassword} element={<ForgotPasswordRoute />} />
      <Route path={routes.resetPassword} element={<ResetPasswordRoute />} />
      <Route path={routes.invitation} element={<InvitationRoute />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Route>
    <Route element={<RequireAuth />}>
      <Route
        element={
          <Suspense fallback={<PageLoader />}>
            <PrivateLayout />
          </Suspense>
        }
      >
        <Route errorElement={<RouteError />}>
          <Route element={<RequireRole roles={STAFF} />}>
            <Route path={routes.home} element={<HomeRoute />} />
            <Route path={routes.missionReportCreate} element={<MissionReportCreateRoute />} />
            <Route path={routes.communication} element={<CommunicationRoute />} />
            <Route path={routes.addDriver} element={<AddDriverRoute />} />
            <Route path={routes.addDriverProfile} element={<AddDriverProfileRoute />} />
          </Route>
          <Route element={<RequireRole roles={ADMIN} />}>
            <Route path={routes.approvals} element={<ApprovalsRoute />} />
            <Route path={routes.audit} element={<AuditRoute />} />
            <Route path={routes.certificates} element={<CertificatesRoute />} />
          </Route>
          <Route element={<RequireRole roles={DRIVER} />}>
            <Route path={routes.inbox} element={<InboxRoute />} />
          </Route>
          <Route path={routes.driver} element={<DriverRoute />} />
          <Route path={routes.missionReport} element={<MissionReportRoute />} />
          <Route path={routes.solicitations} element={<SolicitationsRoute />} />
          <Route path={routes.solicitationsAlias} element={<SolicitationsRoute />} />
          <Route path={routes.solicitation} element={<SolicitationRoute />} />
          <Route path={routes.solicitationEdit} element={<SolicitationEditRoute />} />
          <Route element={<RequireRole roles={STAFF} />}>
            <Route path={routes.solicitationCreate} element={<SolicitationCreateRoute />} />
          </Route>
          <Route path={routes.profile} element={<RequireOwnProfile />}>
            <Route index element={<ProfileRoute />} />
            <Route
              path={routes.profileUser}
              element={<ProfileUserRoute moreData={<MoreDataCard />} />}
            />
            <Route path={routes.profileSupport} element={<ProfileSupportRoute />} />
            <Route path={routes.profileSessions} element={<ProfileSessionsRoute />} />
            <Route path={routes.profilePrivacy} element={<ProfilePrivacyRoute />} />
            <Route path={routes.profilePassword} element={<ProfilePasswordRoute />} />
            <Route element={<RequireRole roles={DRIVER} />}>
              <Route
                path={routes.additionalDataCreate}
                element={<ProfileAdditionalDataCreateRoute />}
              />
              <Route
                path={routes.additionalDataUpdate}
                element={<ProfileAdditionalDataUpdateRoute />}
              />
              <Route path={routes.equipments} element={<EquipmentsRoute />} />
              <Route path={routes.equipmentCreate} element={<EquipmentCreateRoute />} />
              <Route path={routes.equipment} element={<EquipmentUpdateRoute />} />
            </Route>
          </Route>
        </Route>
      </Route>
    </Route>
  </Route>,
);

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return <RouterProvider router={router} />;
}
