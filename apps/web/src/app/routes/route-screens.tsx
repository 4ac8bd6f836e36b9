import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../pages/placeholder-page.js';
import { titleOf } from './messages.js';

type ScreenLoader = () => Promise<{ Component: ComponentType }>;

const macroScreens = () => import('../../features/macro/macro-screens.js');

/** The screens built so far, loaded lazily; every other route shows its placeholder. */
const builtScreens: Readonly<Partial<Record<string, ScreenLoader>>> = {
  login: async () => ({
    Component: (await import('../../features/auth/login-route.js')).LoginRoute,
  }),
  'password-edit': async () => ({
    Component: (await import('../../features/auth/password-edit-page.js')).PasswordEditPage,
  }),
  'share-link': async () => ({
    Component: (await import('../../features/auth/share-link-page.js')).ShareLinkPage,
  }),
  profile: async () => ({
    Component: (await import('../../features/account/profile-page.js')).ProfilePage,
  }),
  'super-login': async () => ({
    Component: (await import('../../features/super-login/super-login-page.js')).SuperLoginPage,
  }),
  maintenance: async () => ({
    Component: (await import('../../features/system/maintenance-page.js')).MaintenancePage,
  }),
  'legal-statement': async () => ({
    Component: (await import('../../features/about/legal-statement-page.js')).LegalStatementPage,
  }),
  versions: async () => ({
    Component: (await import('../../features/about/versions-page.js')).VersionsPage,
  }),
  download: async () => ({
    Component: (await import('../../features/documents/download/download-page.js')).DownloadPage,
  }),
  'campaign-files': async () => ({
    Component: (await import('./campaign-documents-screens.js')).CampaignFilesScreen,
  }),
  'campaign-deliverables': async () => ({
    Component: (await import('./campaign-documents-screens.js')).CampaignDeliverablesScreen,
  }),
  'campaigns-files-list': async () => ({
    Component: (await import('../../features/documents/campaigns-files/campaigns-files-page.js'))
      .CampaignsFilesPage,
  }),
  workspace: async () => ({
    Component: (await import('../../features/workspace/workspace-page.js')).WorkspacePage,
  }),
  'coring-campaign': async () => {
    // Its cores grid renders apart (coring-campaign-page.tsx) but is asked now, with the page.
    void import('../../features/coring/cores/cores-section.js').catch(() => undefined);
    return {
      Component: (await import('../../features/coring/cores/coring-campaign-page.js'))
        .CoringCampaignPage,
    };
  },
  'coring-campaign-prestations': async () => ({
    Component: (await import('../../features/coring/prestations/prestations-page.js'))
      .PrestationsPage,
  }),
  'manage-campaign': async () => ({
    Component: (await import('../../features/coring/manage/manage-page.js')).ManagePage,
  }),
  'campaign-administration': async () => ({
    Component: (await import('../../features/coring/administration/administration-page.js'))
      .AdministrationPage,
  }),
  bin: async () => ({
    Component: (await import('../../features/bin/bin-page.js')).BinPage,
  }),
  'organizations-administration': async () => ({
    Component: (await import('../../features/admin/organizations-page.js')).OrganizationsPage,
  }),
  'audit-trail': async () => ({
    Component: (await import('../../features/audit-trail/audit-trail-page.js')).AuditTrailPage,
  }),
  'organization-administration': async () => ({
    Component: (await import('../../features/admin/organization-page.js')).OrganizationPage,
  }),
  workspaces: async () => ({
    Component: (await import('../../features/projects/workspaces-page.js')).WorkspacesPage,
  }),
  'coring-campaign-dashboard': async () => ({
    Component: (await import('./campaign-dashboard-screens.js')).CoringDashboardScreen,
  }),
  'coring-campaign-dashboard-guest': async () => ({
    Component: (await import('./campaign-dashboard-screens.js')).CoringGuestDashboardScreen,
  }),
  'auscultation-campaign-dashboard': async () => ({
    Component: (await import('../../features/auscultation/auscultation-dashboard-page.js'))
      .AuscultationDashboardPage,
  }),
  'auscultation-campaign-dashboard-guest': async () => ({
    Component: (await import('./auscultation-dashboard-screens.js'))
      .AuscultationGuestDashboardScreen,
  }),
  'coring-campaign-map': async () => ({
    Component: (await import('./campaign-map-screens.js')).CoringMapScreen,
  }),
  'coring-campaign-map-guest': async () => ({
    Component: (await import('./campaign-map-screens.js')).CoringGuestMapScreen,
  }),
  'coring-macro-campaigns': async () => ({
    Component: (await macroScreens()).MacroCampaignsPage,
  }),
  'macro-campaign-dashboard-guest': async () => ({
    Component: (await macroScreens()).MacroCampaignPage,
  }),
  'coring-macro-project-guest': async () => ({
    Component: (await macroScreens()).MacroProjectPage,
  }),
  statistics: async () => ({
    Component: (await import('../../features/statistics/statistics-page.js')).StatisticsPage,
  }),
  'auscultation-campaign-map': async () => ({
    Component: (await import('./campaign-map-screens.js')).AuscultationMapScreen,
  }),
};

/** The component part of a route object: the built screen, or the « en construction » page. */
export function screenOf(routeName: string): Pick<RouteObject, 'lazy' | 'Component'> {
  const loader = builtScreens[routeName];
  if (loader) return { lazy: loader };
  const title = titleOf(routeName);
  return {
    Component: function ScreenPlaceholder() {
      return <PlaceholderPage title={title} />;
    },
  };
}
