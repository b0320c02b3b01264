import {
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Button, Disclosure, DisclosurePanel, Link, type PressEvent } from 'react-aria-components';
import { timing } from '../../constants.ts';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/classNames.ts';
import { useClock } from '../../utils/clock.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import * as styles from './SiteHeader.css.ts';

/** A link of the main navigation. */
export interface NavLink {
  /** The link's text, e.g. "Pricing". */
  label: string;
  /** The site path it goes to, routed through RAC's `RouterProvider`; equal to `currentHref`, it is marked current. */
  href: string;
}

/** A link inside a dropdown, with an optional one-line description shown on wide screens. */
export interface NavMenuLink extends NavLink {
  /** One short line under the label in the desktop dropdown, e.g. "Built for leads"; hidden on phones. */
  description?: string;
}

/** A dropdown of the main navigation ("Services", "Industries" …). */
export interface NavMenu {
  /** The button that opens the dropdown, e.g. "Services". */
  label: string;
  /** The dropdown's links, in order. */
  items: NavMenuLink[];
}

export interface SiteHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The brand mark; rendered inside the link home. */
  logo: ReactNode;
  /**
   * Accessible name of the home link. Leave unset when the logo has visible text or an image with `alt`.
   * @default undefined
   */
  logoLabel?: string;
  /**
   * Where the logo links.
   * @default '/'
   */
  homeHref?: string;
  /** Plain links of the main navigation. */
  links: NavLink[];
  /**
   * Dropdowns of the main navigation.
   * @default []
   */
  menus?: NavMenu[];
  /**
   * How many of `links` come before the dropdowns.
   * @default 1
   */
  menusAfter?: number;
  /**
   * Extra controls beside the call to action: theme toggle, messaging and phone links.
   * @default undefined
   */
  actions?: ReactNode;
  /** The header's call to action, e.g. 'Get Free Strategy Plan'. */
  cta: NavLink;
  /**
   * The current page's path; its link gets `aria-current="page"`.
   * @default undefined
   */
  currentHref?: string;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Main'
   */
  navLabel?: string;
  /**
   * Label of the hamburger button while the menu is closed.
   * @default 'Open menu'
   */
  openMenuLabel?: string;
  /**
   * Label of the hamburger button while the menu is open.
   * @default 'Close menu'
   */
  closeMenuLabel?: string;
  /**
   * Index of a dropdown open at first render (desktop), for previews of the open state.
   * @default null
   */
  defaultOpenMenu?: number | null;
  /**
   * Whether the hamburger menu starts open (mobile), for previews of the open state.
   * @default false
   */
  defaultMobileOpen?: boolean;
  /**
   * Extra content at the end of the mobile menu, e.g. controls that do not fit the phone-width bar.
   * @default undefined
   */
  mobileMenuExtras?: ReactNode;
}

type Entry = { kind: 'link'; link: NavLink } | { kind: 'menu'; menu: NavMenu; index: number };

function entriesOf(links: NavLink[], menus: NavMenu[], menusAfter: number): Entry[] {
  const asLink = (link: NavLink): Entry => ({ kind: 'link', link });
  return [
    ...links.slice(0, menusAfter).map(asLink),
    ...menus.map((menu, index): Entry => ({ kind: 'menu', menu, index })),
    ...links.slice(menusAfter).map(asLink),
  ];
}

/**
 * The site's sticky header. From 1024 px (`breakpoints.wide`, where every entry fits): a navigation row whose
 * dropdowns open on hover (closing 300 ms after the pointer leaves) and work as APG disclosure navigation from the
 * keyboard. Below it: a hamburger menu whose sections expand on tap; the call to action stays in the bar from 768 px.
 * Links route through RAC `RouterProvider`.
 */
export function SiteHeader({
  logo,
  logoLabel,
  homeHref = '/',
  links,
  menus = [],
  menusAfter = 1,
  actions,
  cta,
  currentHref,
  navLabel = 'Main',
  openMenuLabel = 'Open menu',
  closeMenuLabel = 'Close menu',
  defaultOpenMenu = null,
  defaultMobileOpen = false,
  mobileMenuExtras,
  className,
  onBlur,
  ...props
}: SiteHeaderProps) {
  const clock = useClock();
  const id = useId();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [openMenu, setOpenMenu] = useState<number | null>(defaultOpenMenu);
  const [mobileOpen, setMobileOpen] = useState(defaultMobileOpen);
  // The phone menu's contents are built on first opening: until then they cost nothing to load or adopt,
  // and the same links are already in the page (the desktop navigation) for crawlers and no-JS visitors.
  const [mobileBuilt, setMobileBuilt] = useState(defaultMobileOpen);
  if (mobileOpen && !mobileBuilt) setMobileBuilt(true);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);

  const cancelClose = useCallback(() => {
    clock.clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, [clock]);

  const closeMenus = useCallback(() => {
    cancelClose();
    openedByHover.current = false;
    setOpenMenu(null);
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);

  // A press anywhere outside the header closes an open dropdown.
  useEffect(() => {
    if (openMenu === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeMenus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openMenu, closeMenus]);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    onBlur?.(event);
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeMenus();
  };

  const closeMobile = () => setMobileOpen(false);
  const handleMobileKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setMobileOpen(false);
    menuButtonRef.current?.focus();
  };

  const currentProps = (href: string) => (href === currentHref ? { 'aria-current': 'page' as const } : {});
  const entries = entriesOf(links, menus, menusAfter);
  const mobilePanelId = `${id}-mobile`;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the header closes its dropdowns.
    <header {...props} ref={headerRef} className={cx(styles.root, className)} onBlur={handleBlur}>
      <div className={styles.bar}>
        <Link href={homeHref} aria-label={logoLabel} className={styles.logo}>
          {logo}
        </Link>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        <LinkButton href={cta.href} size="sm" variant="gradient" className={styles.cta} {...currentProps(cta.href)}>
          {cta.label}
        </LinkButton>
        <Button
          ref={menuButtonRef}
          className={styles.menuButton}
          aria-label={mobileOpen ? closeMenuLabel : openMenuLabel}
          aria-expanded={mobileOpen}
          aria-controls={mobilePanelId}
          onPress={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        </Button>
      </div>

      <nav aria-label={navLabel} className={styles.desktopNav}>
        <ul className={styles.navList}>
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              <li key={`link-${entry.link.href}`} className={styles.navItem}>
                <Link href={entry.link.href} className={styles.navLink} {...currentProps(entry.link.href)}>
                  {entry.link.label}
                </Link>
              </li>
            ) : (
              <MegaMenu
                key={`menu-${entry.menu.label}`}
                menu={entry.menu}
                panelId={`${id}-menu-${entry.index}`}
                isOpen={openMenu === entry.index}
                currentProps={currentProps}
                onHoverOpen={() => {
                  cancelClose();
                  if (openMenu !== entry.index) openedByHover.current = true;
                  setOpenMenu(entry.index);
                }}
                onHoverLeave={() => {
                  cancelClose();
                  closeTimer.current = clock.setTimeout(closeMenus, timing.menuCloseDelay);
                }}
                onTriggerPress={(event) => {
                  cancelClose();
                  // A click on a menu the pointer just opened keeps it open instead of shutting it at once.
                  if (event.pointerType === 'mouse' && openedByHover.current && openMenu === entry.index) {
                    openedByHover.current = false;
                    return;
                  }
                  openedByHover.current = false;
                  setOpenMenu((open) => (open === entry.index ? null : entry.index));
                }}
                onClose={closeMenus}
              />
            ),
          )}
        </ul>
      </nav>

      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape inside the open menu closes it. */}
      <div id={mobilePanelId} className={styles.mobilePanel} hidden={!mobileOpen} onKeyDown={handleMobileKeyDown}>
        {mobileBuilt ? (
          <nav aria-label={navLabel}>
            <ul className={styles.mobileList}>
              {entries.map((entry) =>
                entry.kind === 'link' ? (
                  <li key={`link-${entry.link.href}`}>
                    <Link
                      href={entry.link.href}
                      className={styles.mobileLink}
                      onPress={closeMobile}
                      {...currentProps(entry.link.href)}
                    >
                      {entry.link.label}
                    </Link>
                  </li>
                ) : (
                  <li key={`menu-${entry.menu.label}`}>
                    <Disclosure>
                      <Button slot="trigger" className={styles.mobileTrigger}>
                        {entry.menu.label}
                        <ChevronDownIcon className={styles.chevron} />
                      </Button>
                      <DisclosurePanel>
                        <ul className={styles.mobileSubList}>
                          {entry.menu.items.map((item) => (
                            <li key={item.href}>
                              <Link
                                href={item.href}
                                className={styles.mobileSubLink}
                                onPress={closeMobile}
                                {...currentProps(item.href)}
                              >
                                {item.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </DisclosurePanel>
                    </Disclosure>
                  </li>
                ),
              )}
            </ul>
            <div className={styles.mobileCta}>
              <LinkButton
                href={cta.href}
                variant="gradient"
                fullWidth
                onPress={closeMobile}
                {...currentProps(cta.href)}
              >
                {cta.label}
              </LinkButton>
            </div>
            {mobileMenuExtras ? <div className={styles.mobileExtras}>{mobileMenuExtras}</div> : null}
          </nav>
        ) : null}
      </div>
    </header>
  );
}

interface MegaMenuProps {
  menu: NavMenu;
  panelId: string;
  isOpen: boolean;
  currentProps: (href: string) => { 'aria-current'?: 'page' };
  onHoverOpen: () => void;
  onHoverLeave: () => void;
  onTriggerPress: (event: PressEvent) => void;
  onClose: () => void;
}

function MegaMenu({
  menu,
  panelId,
  isOpen,
  currentProps,
  onHoverOpen,
  onHoverLeave,
  onTriggerPress,
  onClose,
}: MegaMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    onClose();
    triggerRef.current?.focus();
  };
  return (
    // Hover and Escape cover the trigger and its panel together; the trigger itself is a real button.
    <li
      className={styles.navItem}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onHoverOpen()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onHoverLeave()}
      onKeyDown={handleKeyDown}
    >
      <Button
        ref={triggerRef}
        className={styles.navTrigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onPress={onTriggerPress}
      >
        {menu.label}
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <div id={panelId} className={styles.panel} hidden={!isOpen}>
        <ul className={styles.panelList}>
          {menu.items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={styles.panelLink} onPress={onClose} {...currentProps(item.href)}>
                <span className={styles.panelLinkLabel}>{item.label}</span>
                {item.description ? <span className={styles.panelLinkDescription}>{item.description}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
