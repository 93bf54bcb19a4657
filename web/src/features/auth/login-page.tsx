// The login screen (spec 1 Login): slides and latest news beside the sign-in card, the county's recovery and
// registration links, its login lockout message, then the links and version footers.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PublicLayout } from '#src/components/public-layout.tsx';
import { useFraudAlertsOffered } from '#src/lib/fraud-alerts-offered.ts';
import { useLoginPageInfo } from '#src/lib/login-page-info.ts';
import { LatestNews } from './latest-news.tsx';
import { LoginForm } from './login-form.tsx';
import { LoginLinks } from './login-links.tsx';
import { useLoginLinks, useLoginNews, useLoginSlides } from './login-page-data.ts';
import { SlideCarousel } from './slide-carousel.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const info = useLoginPageInfo();
  const slides = useLoginSlides();
  const news = useLoginNews(info?.showLatestNews ?? false);
  const links = useLoginLinks(info?.showLinks ?? false);
  const fraudAlerts = useFraudAlertsOffered();
  const link = 'text-sm text-brand-700 underline hover:text-brand-800';
  // Each as the county turns it on. The fraud alert link comes last: alone first, it was pushed down when they came.
  const recoveryLinks = [
    { to: '/forgotUsername', label: t('Forgot Username?'), shown: info?.forgotUsernameLink },
    { to: '/forgotPassword', label: t('Forgot Password?'), shown: info?.forgotPasswordLink },
    { to: '/register', label: t('New User?'), shown: info?.selfRegistration },
    { to: '/alerts', label: t('Property Fraud Alert'), shown: info && fraudAlerts },
  ];
  return (
    <PublicLayout
      footer={
        <>
          <LoginLinks links={links} />
          {/* the public status page (issue 28): is the portal up, and how current is the index */}
          <p className="border-t border-slate-200 bg-white px-4 pt-3 text-center text-sm">
            <Link to="/status" className={link}>
              {t('System status')}
            </Link>
            <span aria-hidden="true" className="px-2 text-slate-500">
              |
            </span>
            {/* the API reference (issue 31): open to vendors before they hold a key */}
            <Link to="/developers" className={link}>
              {t('API for programs')}
            </Link>
          </p>
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-labelledby="sign-in"
          className="h-fit rounded-lg border border-slate-200 bg-white p-6 shadow-sm lg:col-start-2 lg:row-start-1"
        >
          <h1 id="sign-in" className="mb-4 text-xl font-semibold text-slate-900">
            {t('Sign in')}
          </h1>
          {info?.lockoutInPlace && info.messageLogin && (
            <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {info.messageLogin}
            </p>
          )}
          <LoginForm showLanguages={info?.languages} offered={info?.offeredLanguages} />
          <ul className="mt-5 space-y-1 border-t border-slate-200 pt-4">
            {recoveryLinks
              .filter((l) => l.shown)
              .map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={link}>
                    {l.label}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <SlideCarousel count={slides.count} versions={slides.versions} />
          <LatestNews news={news} />
        </div>
      </div>
    </PublicLayout>
  );
}
