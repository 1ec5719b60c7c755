import { BrowserRouter, Link, Route, Routes } from '@cabinet/shared/router';

import LoginPage from '../pages/login';
import TermsPage from '../pages/terms';
import PrivacyPolicyPage from '../pages/privacy-policy';
import EmployersPage from '../pages/employers';
import CompanySetupPage from '../pages/company-setup';

/**
 * This remote on its own origin, without the shell: every exposed page on its route, for
 * developing and smoke-testing one remote alone. Production users always come through the shell.
 */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <nav aria-label="mf-auth">
        <ul>
          <li>
            <Link to="/login">/login</Link>
          </li>
          <li>
            <Link to="/terms/ru">/terms/ru</Link>
          </li>
          <li>
            <Link to="/terms/kk">/terms/kk</Link>
          </li>
          <li>
            <Link to="/privacy-policy/ru">/privacy-policy/ru</Link>
          </li>
          <li>
            <Link to="/employers">/employers</Link>
          </li>
          <li>
            <Link to="/company-setup">/company-setup</Link>
          </li>
        </ul>
      </nav>
      <main>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/terms/ru" element={<TermsPage lang="ru" />} />
          <Route path="/terms/kk" element={<TermsPage lang="kk" />} />
          <Route path="/privacy-policy/ru" element={<PrivacyPolicyPage />} />
          <Route path="/employers" element={<EmployersPage />} />
          <Route path="/company-setup" element={<CompanySetupPage />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
