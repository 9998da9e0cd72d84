import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { AdminLayout } from './layout/AdminLayout';
import { contactMessages, quoteRequests } from './inbox';
import members from './members';
import orders from './orders';
import { i18nProvider } from './messages';
import { NotFound } from './pages/NotFound';
import { ArticlesPage, CoursesPage, ForumsPage, VolumesPage } from './pages/placeholders';
import services from './services';
import shippingRates from './shipping-rates';
import { BASENAME, adminTitle } from './site';
import skus from './skus';
import taxRates from './tax-rates';
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
      <Resource name="skus" {...skus} />
      <Resource name="services" {...services} />
      <Resource name="contact_messages" {...contactMessages} />
      <Resource name="quote_requests" {...quoteRequests} />
      <Resource name="orders" {...orders} />
      <Resource name="shipping-rates" {...shippingRates} />
      <Resource name="tax-rates" {...taxRates} />
      <CustomRoutes>
        <Route path="/volumes" element={<VolumesPage />} />
        <Route path="/courses" element={<CoursesPage />} />
        <Route path="/forums" element={<ForumsPage />} />
      </CustomRoutes>
    </Admin>
  );
}
