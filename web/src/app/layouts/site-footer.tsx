import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CLAIMS } from '../../../../shared/constants';
import { FooterLeadLinks } from '../../features/leads/components/footer-lead-links';
import { FooterNewsletter } from '../../features/leads/components/footer-newsletter';
import { CookiePreferencesButton } from '../../features/consent/components/cookie-preferences-button';
import { useSiteSettings } from '../../lib/use-site-settings';
import { type NavGroup } from './nav-item';
import { ThemeMenu } from '../../features/preferences/components/theme-menu';

const FOOTER_GROUPS: readonly NavGroup[] = [
  {
    labelId: 'footer.explore',
    items: [
      { to: '/courses', labelId: 'nav.programs' },
      { to: '/study-options', labelId: 'nav.studyOptions' },
      { to: '/blog', labelId: 'footer.blog' },
      { to: '/faq', labelId: 'footer.faq' },
    ],
  },
  {
    labelId: 'footer.company',
    items: [
      { to: '/about', labelId: 'nav.about' },
      { to: '/contact', labelId: 'nav.contact' },
      { to: '/help', labelId: 'footer.help' },
      { to: '/subscribe', labelId: 'footer.subscribe' },
    ],
  },
  {
    labelId: 'footer.legal',
    items: [
      { to: '/legal', labelId: 'footer.legalNotices' },
      { to: '/legal/cookies', labelId: 'footer.cookies' },
      { to: '/terms-of-service', labelId: 'footer.terms' },
    ],
  },
];

/** The public footer: link groups, the marketing claims in one sentence, and the copyright. */
export function SiteFooter() {
  const intl = useIntl();
  const site = useSiteSettings();
  return (
    <footer className="border-t border-slate-200 dark:border-slate-700 bg-slate-50 dark:bg-slate-800 text-sm text-slate-600 dark:text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <p className="font-bold text-slate-900 dark:text-slate-100">
            <bdi>{site.title}</bdi>
          </p>
          <p className="mt-2">
            <FormattedMessage
              id="footer.claims"
              values={{
                year: CLAIMS.foundedYear,
                students: CLAIMS.studentsHelped,
                courses: CLAIMS.courses,
                partners: CLAIMS.partners,
                countries: CLAIMS.countries,
              }}
            />
          </p>
          {/* Reachable at every width: between lg and xl the header has no room for it. */}
          <div className="mt-4">
            <ThemeMenu variant="labelled" />
          </div>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.labelId} aria-label={intl.formatMessage({ id: group.labelId })}>
            <h2 className="font-semibold text-slate-900 dark:text-slate-100">
              <FormattedMessage id={group.labelId} />
            </h2>
            <ul className="mt-3 space-y-2">
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="hover:text-indigo-700 dark:hover:text-indigo-300 hover:underline"
                  >
                    <FormattedMessage id={item.labelId} />
                  </Link>
                </li>
              ))}
              {group.labelId === 'footer.legal' && (
                <li>
                  <CookiePreferencesButton className="text-start hover:text-indigo-700 dark:hover:text-indigo-300 hover:underline" />
                </li>
              )}
            </ul>
          </nav>
        ))}
        <FooterNewsletter />
        <FooterLeadLinks />
      </div>
      <p className="border-t border-slate-200 dark:border-slate-700 px-4 py-4 text-center">
        <FormattedMessage
          id="footer.copyright"
          values={{ year: new Date().getFullYear(), brand: site.title }}
        />
      </p>
    </footer>
  );
}
