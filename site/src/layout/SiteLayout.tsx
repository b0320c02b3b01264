import {
  desktopQuery,
  FloatingActions,
  layout,
  MobileActionBar,
  PhoneIcon,
  PromoBanner,
  SiteFooter,
  SiteHeader,
  SkipLink,
  TextLink,
  WhatsAppIcon,
} from '@tallowood/design-system';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { business } from '../config/business.ts';
import { conversionLinks, footerGroups, headerCta, menuGroups, primaryLinks } from '../content/navigation.ts';
import { DeferredToasts } from '../widgets/DeferredToasts.tsx';
import { AfterFrame } from './AfterFrame.tsx';
import { Main } from './Main.tsx';
import * as styles from './SiteLayout.css.ts';
import { HeaderThemeSwitch, MenuThemeSwitch } from './ThemeSwitch.tsx';

const toLinks = (items: readonly { name: string; href: string }[]) =>
  items.map(({ name, href }) => ({ label: name, href }));

const headerLinks = toLinks(primaryLinks);
const headerMenus = menuGroups.map((group) => ({ label: group.name, items: toLinks(group.items) }));
const footerColumns = footerGroups.map((group) => ({ title: group.name, links: toLinks(group.items) }));

const startTransformation = {
  label: 'Start My Transformation',
  targetId: conversionLinks.contactSectionId,
  fallbackHref: conversionLinks.contactSectionFallback,
};

function Logo() {
  return (
    <span className={styles.logo}>
      <svg className={styles.logoMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" />
        <path d="M8.5 9.5h15V13h-5.7v12.5h-3.6V13H8.5z" />
      </svg>
      {business.name}
    </span>
  );
}

function HeaderActions() {
  return (
    <>
      <div className={styles.withNavRow}>
        <HeaderThemeSwitch iconOnly />
      </div>
      <TextLink href={business.whatsapp.href} className={styles.contactLink} aria-label="Message us on WhatsApp">
        <WhatsAppIcon className={styles.contactIcon} />
      </TextLink>
      <TextLink href={business.phone.href} className={styles.contactLink} aria-label={`Call ${business.phone.display}`}>
        <PhoneIcon className={styles.contactIcon} />
      </TextLink>
    </>
  );
}

function FooterContact() {
  return (
    <address className={styles.address}>
      <TextLink href={business.phone.href} className={styles.addressLink} inherit>
        {business.phone.display}
      </TextLink>
      <TextLink href={`mailto:${business.email}`} className={styles.addressLink} inherit>
        {business.email}
      </TextLink>
      <TextLink href={business.whatsapp.href} className={styles.addressLink} inherit>
        {business.whatsapp.display}
      </TextLink>
      <span>
        {business.address.street}, {business.address.locality} {business.address.region} {business.address.postcode}
      </span>
      <span>{business.hoursText}</span>
    </address>
  );
}

/** The frame every page shares: banner, header, content, footer and the conversion widgets. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <>
      <SkipLink />
      <PromoBanner link={{ label: 'Book your free strategy call', href: conversionLinks.bookConsultation }}>
        Your new website, launched in 48 hours.
      </PromoBanner>
      <SiteHeader
        logo={<Logo />}
        logoLabel={`${business.name} home`}
        links={headerLinks}
        menus={headerMenus}
        actions={<HeaderActions />}
        mobileMenuExtras={<MenuThemeSwitch />}
        cta={{ label: headerCta.name, href: headerCta.href }}
        currentHref={location}
      />
      <Main>{children}</Main>
      {/* The footer is plain links: hydrated after the frame, so the header's menus answer a first press sooner. */}
      <AfterFrame part="footer">
        <SiteFooter
          brand={
            <>
              <Logo />
              <p>
                Melbourne web design and digital growth. 300+ websites delivered for local businesses across Australia.
              </p>
            </>
          }
          columns={footerColumns}
          contact={<FooterContact />}
          copyright={`© ${business.foundingYear}–2026 ${business.legalName}. Melbourne, Australia.`}
        />
      </AfterFrame>
      {/* The pair shows on desktops once the page has scrolled: the first script brings the page to life then. */}
      <div data-wake-media={desktopQuery} data-wake-scroll={layout.floatingActionsScroll}>
        <FloatingActions
          primary={startTransformation}
          secondary={{ label: 'Book Strategy Session', href: conversionLinks.bookConsultation }}
        />
      </div>
      <MobileActionBar
        primary={{ ...startTransformation, label: 'Get Quote' }}
        secondary={{ label: 'Book Consult', href: conversionLinks.mobileBarBooking }}
      />
      <DeferredToasts />
    </>
  );
}
