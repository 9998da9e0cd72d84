import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { AdminLayout } from './layout/AdminLayout';
import members from './members';
import { i18nProvider } from './messages';
import { NotFound } from './pages/NotFound';
import { ArticlesPage, CoursesPage, ForumsPage, ServicesPage, SkusPage, VolumesPage } from './pages/placeholders';
import { BASENAME, adminTitle } from './site';
import { darkTheme, lightTheme } from './theme';

/**
 * The admin console (SPEC §2 "Admin routes"). Sign-in is the public site's /login page, so there is
 * no react-admin login page; requireAuth keeps every page hidden until checkAuth has passed.
 * The index (/chariot) is the article manager.
 */
export function App() {
  return (
    <Admin
      basename={BASENAME}
      title={adminTitle}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={AdminLayout}
      dashboard={ArticlesPage}
      catchAll={NotFound}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <Resource name="members" {...members} />
      <CustomRoutes>
        <Route path="/volumes" element={<VolumesPage />} />
        <Route path="/courses" element={<CoursesPage />} />
        <Route path="/forums" element={<ForumsPage />} />
        <Route path="/skus" element={<SkusPage />} />
        <Route path="/services" element={<ServicesPage />} />
      </CustomRoutes>
    </Admin>
  );
}
