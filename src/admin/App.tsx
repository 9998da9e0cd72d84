import { Admin, CustomRoutes, Resource, useBasename } from 'react-admin';
import { Navigate, Route, useLocation } from 'react-router-dom';
import articles from './articles';
import commentBans from './comment-bans';
import { DashboardPage } from './dashboard';
import comments, { ToCommentList } from './comments';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { AdminLayout } from './layout/AdminLayout';
import { contactMessages, quoteRequests } from './inbox';
import members from './members';
import newsletters from './newsletters';
import orders from './orders';
import { i18nProvider } from './messages';
import { NotFound } from './pages/NotFound';
import { CoursesPage } from './pages/placeholders';
import services from './services';
import shippingRates from './shipping-rates';
import { BASENAME, adminTitle } from './site';
import siteLinks from './site-links';
import sitePages from './site-pages';
import skus from './skus';
import taxRates from './tax-rates';
import { darkTheme, lightTheme } from './theme';
import volumes from './volumes';

/**
 * The admin console (SPEC §2 "Admin routes"). Sign-in is the public site's /login page, so there is
 * no react-admin login page; requireAuth keeps every page hidden until checkAuth has passed.
 * The index (/chariot) is the Dashboard, the articles are at /chariot/articles (issue 27, a
 * departure from SPEC §2 recorded in docs/decisions.md).
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
      dashboard={DashboardPage}
      catchAll={NotFound}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <Resource name="articles" {...articles} />
      <Resource name="volumes" {...volumes} />
      {/* No screens of its own: the article list's tag filter and the tag picker's new tags. */}
      <Resource name="tags" recordRepresentation="label" />
      <Resource name="comments" {...comments} />
      <Resource name="comment-bans" {...commentBans} />
      <Resource name="members" {...members} />
      <Resource name="skus" {...skus} />
      <Resource name="services" {...services} />
      <Resource name="contact_messages" {...contactMessages} />
      <Resource name="quote_requests" {...quoteRequests} />
      <Resource name="orders" {...orders} />
      <Resource name="newsletters" {...newsletters} />
      <Resource name="shipping-rates" {...shippingRates} />
      <Resource name="tax-rates" {...taxRates} />
      <Resource name="site-pages" {...sitePages} />
      <Resource name="site-links" {...siteLinks} />
      <CustomRoutes>
        <Route path="/dashboard" element={<ToDashboard />} />
        <Route path="/courses" element={<CoursesPage />} />
        <Route path="/forums" element={<ToCommentList />} />
      </CustomRoutes>
    </Admin>
  );
}

/** The Dashboard's former address (/chariot/dashboard, in links and bookmarks) leads to the index, with its period. */
function ToDashboard() {
  const basename = useBasename();
  const { search } = useLocation();
  return <Navigate to={`${basename}/${search}`} replace />;
}
