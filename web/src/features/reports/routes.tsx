// /reports (spec 3 section 2.2): the side navigation and the report the path names; /reports alone opens the
// first report offered. A report the county does not offer this user is not found here.
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { FraudAlertStats } from './fraud-alert-stats.tsx';
import { ReportForm } from './report-form.tsx';
import { offeredReports } from './reports.ts';
import { ReportsNav } from './reports-nav.tsx';

export default function ReportsArea() {
  const { t } = useTranslation();
  const config = useCountyConfig();
  const user = useCurrentUser();
  const pages = offeredReports(config, user?.role);
  if (!config.reports) return <p className="p-4 text-sm text-slate-600">{t('Loading')}</p>;
  const first = pages[0];
  return (
    <div className="p-4">
      <ReportsNav pages={pages} />
      <Routes>
        <Route
          index
          element={
            first ? (
              <Navigate to={first.path} replace />
            ) : (
              <p className="text-sm text-slate-700">{t('No reports are offered.')}</p>
            )
          }
        />
        {pages.map((p) => (
          <Route key={p.path} path={p.path} element={<ReportForm key={p.path} page={p} />} />
        ))}
        <Route path="*" element={<p className="text-sm text-slate-700">{t('This report is not offered.')}</p>} />
      </Routes>
      <FraudAlertStats />
    </div>
  );
}
