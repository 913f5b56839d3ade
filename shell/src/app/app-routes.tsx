import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ScrollToTop } from '../components/scroll-to-top';
import { Spinner } from '../components/spinner';
import { AdminLayout } from '../layout/admin-layout';
import { PublicLayout } from '../layout/public-layout';
import { HomeRoute } from './home-route';
import { ConfirmEmailPage } from '../features/account/lazy-pages';
import { ConfirmSignUpPage, LoginPage, RegisterPage } from '../features/auth/lazy-pages';
import { PrivacyPage, RemoteOutlet, SecurityPage, TermsPage } from './pages';

/**
 * The shell's own routes. Any other path is offered to the remotes (their routes.json), which
 * render it, or fall back to Retry or the 404 page: no remote path is hard-coded here.
 */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route path="/admin/*" element={<AdminLayout />}>
            <Route path="*" element={<RemoteOutlet />} />
          </Route>
          <Route element={<PublicLayout />}>
            <Route index element={<HomeRoute />} />
            <Route path="terms" element={<TermsPage />} />
            <Route path="privacy" element={<PrivacyPage />} />
            <Route path="security" element={<SecurityPage />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="confirm-email" element={<ConfirmEmailPage />} />
            <Route path="confirm-signup" element={<ConfirmSignUpPage />} />
            <Route path="*" element={<RemoteOutlet />} />
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}
