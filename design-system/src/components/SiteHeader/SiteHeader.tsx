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
import { Button, Link, type PressEvent } from 'react-aria-components';
import { timing, wideQuery } from '../../constants.ts';
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
   * Whether the hamburger menu opens once mounted (below 1024 px), for previews of the open state.
   * @default false
   */
  defaultMobileOpen?: boolean;
  /**
   * Extra content at the end of the hamburger menu, e.g. controls that do not fit the phone-width bar. Built on the
   * menu's first opening, so it is never in the server's HTML: it should be something that needs the code anyway.
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

/** Whether the navigation row is showing: dropdowns open on hover only there. */
const isWide = () => window.matchMedia(wideQuery).matches;

/** Closes a native popover if it is open (older engines throw when asked to hide a hidden one). */
function hidePopover(element: HTMLElement | null) {
  if (element?.matches(':popover-open')) element.hidePopover();
}

/**
 * The site's sticky header. From 1024 px (`breakpoints.wide`, where every entry fits): a navigation row whose
 * dropdowns open on hover (closing 300 ms after the pointer leaves) and work as APG disclosure navigation from the
 * keyboard. Below it the same navigation is the hamburger's menu, a native popover the browser opens on its own, so
 * it works before the page's code has loaded and with JavaScript off; its sections expand on tap. The call to action
 * stays in the bar from 768 px. Links route through RAC `RouterProvider`.
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
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [openMenu, setOpenMenu] = useState<number | null>(defaultOpenMenu);
  const [mobileOpen, setMobileOpen] = useState(false);
  // The button states its expansion (and shows a cross) once the code runs; before that the browser derives the
  // expansion from the popover.
  const [mounted, setMounted] = useState(false);
  // The sheet's foot (the call to action the phone bar has no room for, and the extras, which need the code anyway)
  // is built on the menu's first opening: every page's document stays within the first round trip.
  const [sheetBuilt, setSheetBuilt] = useState(false);
  if (mobileOpen && !sheetBuilt) setSheetBuilt(true);
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

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    if (defaultMobileOpen && !isWide()) nav.showPopover();
    // A visitor may have opened the menu before the code arrived.
    setMobileOpen(nav.matches(':popover-open'));
    setMounted(true);
    // The popover belongs to narrow screens: crossing into the navigation row's range closes it.
    const wide = window.matchMedia(wideQuery);
    const onChange = () => wide.matches && hidePopover(nav);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [defaultMobileOpen]);

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

  const closeAll = () => {
    closeMenus();
    hidePopover(navRef.current);
  };

  // The browser closes the popover on Escape itself; this covers Escape sent by script and returns focus.
  const handleNavKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !navRef.current?.matches(':popover-open')) return;
    hidePopover(navRef.current);
    menuButtonRef.current?.focus();
  };

  const currentProps = (href: string) => (href === currentHref ? { 'aria-current': 'page' as const } : {});
  const entries = entriesOf(links, menus, menusAfter);
  const navId = `${id}-nav`;

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
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          popoverTarget={navId}
          aria-label={mobileOpen ? closeMenuLabel : openMenuLabel}
          aria-expanded={mounted ? mobileOpen : undefined}
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>

      <nav
        ref={navRef}
        id={navId}
        aria-label={navLabel}
        popover="auto"
        className={styles.nav}
        onToggle={(event) => setMobileOpen(event.newState === 'open')}
        onKeyDown={handleNavKeyDown}
      >
        <ul className={styles.navList}>
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              <li key={`link-${entry.link.href}`} className={styles.navItem}>
                <Link
                  href={entry.link.href}
                  className={styles.navLink}
                  onPress={closeAll}
                  {...currentProps(entry.link.href)}
                >
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
                onNavigate={closeAll}
              />
            ),
          )}
        </ul>
        {sheetBuilt ? (
          <>
            <div className={styles.menuCta}>
              <LinkButton href={cta.href} variant="gradient" fullWidth onPress={closeAll} {...currentProps(cta.href)}>
                {cta.label}
              </LinkButton>
            </div>
            {mobileMenuExtras ? <div className={styles.menuExtras}>{mobileMenuExtras}</div> : null}
          </>
        ) : null}
      </nav>
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
  onNavigate: () => void;
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
  onNavigate,
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
      onPointerEnter={(event) => event.pointerType === 'mouse' && isWide() && onHoverOpen()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && isWide() && onHoverLeave()}
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
              <Link href={item.href} className={styles.panelLink} onPress={onNavigate} {...currentProps(item.href)}>
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
