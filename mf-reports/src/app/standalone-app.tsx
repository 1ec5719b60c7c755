import { BrowserRouter, Link, Route, Routes } from '@cabinet/shared/router';

import ReportsPage from '../pages/reports';
import StatisticsPage from '../pages/statistics';
import PaymentsPage from '../pages/payments';

/**
 * This remote on its own origin, without the shell: every exposed page on its route, for
 * developing and smoke-testing one remote alone. Production users always come through the shell.
 */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <nav aria-label="mf-reports">
        <ul>
          <li>
            <Link to="/reports">/reports</Link>
          </li>
          <li>
            <Link to="/statistics">/statistics</Link>
          </li>
          <li>
            <Link to="/payments">/payments</Link>
          </li>
        </ul>
      </nav>
      <main>
        <Routes>
          <Route path="/reports" element={<ReportsPage />} />
          <Route path="/statistics" element={<StatisticsPage />} />
          <Route path="/payments" element={<PaymentsPage />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
