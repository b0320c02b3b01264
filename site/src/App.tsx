import { RouterProvider } from '@tallowood/design-system';
import { use, useCallback, useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { useAnalytics } from './analytics/useAnalytics.ts';
import { PageHead } from './components/PageHead.tsx';
import type { PostedFormState } from './forms/leadFormNames.ts';
import { PartBoundary } from './islands/PartBoundary.tsx';
import { markHydrated, pageKey } from './islands/wake.ts';
import { AfterFrame, useFrameAdopted } from './layout/AfterFrame.tsx';
import { DemoLayout } from './layout/DemoLayout.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { scrollToHash } from './layout/scrollToHash.ts';
import { useScrollBehaviour } from './layout/useScrollBehaviour.ts';
import { PostedFormContext } from './lead-forms/posted.ts';
import { findRoute, frameFor, pageFor } from './routes/index.ts';
import type { ResolvedPage } from './routes/lazyPage.ts';
import { breadcrumbList, type JsonLd, localBusiness, webPage } from './seo/structuredData.ts';

export interface AppProps {
  /** The path being rendered on the server; the browser's location on the client. */
  ssrPath?: string;
  ssrSearch?: string;
  /** What the server said about a form posted without scripts, for the page it answered with. */
  posted?: PostedFormState;
}

/** The page's JSON-LD: the page itself, where it sits, and what its template adds. */
function pageStructuredData(path: string, head: ResolvedPage['head'], found: boolean): JsonLd[] {
  const trail = head.breadcrumbs ?? [
    { name: 'Home', path: '/' },
    { name: head.name, path },
  ];
  return [
    webPage({ ...head, path }),
    ...(path === '/' ? [localBusiness()] : []),
    ...(found && path !== '/' ? [breadcrumbList(trail)] : []),
    ...(head.structuredData ?? []),
  ];
}

function Page({ path }: { path: string }) {
  const lazy = pageFor(path);
  // Preloaded before rendering (server, hydration, navigation), so this only suspends if a caller forgot to.
  const { Component, head } = lazy.current() ?? use(lazy.preload());
  const found = Boolean(findRoute(path));
  // A page sent back with a form's problems says so first in its title, as GOV.UK's do (once the form's code runs,
  // the form keeps the title in step with its errors).
  const posted = use(PostedFormContext);
  const showingErrors = posted?.outcome === 'invalid' && posted.path === path;
  return (
    <>
      <PageHead
        title={showingErrors ? `Error: ${head.title}` : head.title}
        description={head.description}
        keywords={head.keywords}
        path={path}
        noindex={!found || !head.indexed}
        structuredData={
          // Only the server writes structured data (into <head>): crawlers read the HTML, and the browser's first
          // load stays free of it.
          import.meta.env.SSR ? pageStructuredData(path, head, found) : undefined
        }
      />
      <Component />
    </>
  );
}

function Pages() {
  const [location, navigate] = useLocation();
  useScrollBehaviour(location);
  useAnalytics(location);
  useFrameAdopted();
  // The frame is adopted (a parent's effects follow its children's): the press that woke the page is replayed now.
  useEffect(() => markHydrated(pageKey), []);

  // Kit links route here. The next page's chunk loads before the switch, so the current page
  // stays on screen instead of a blank fallback.
  const navigateTo = useCallback(
    async (href: string) => {
      const url = new URL(href, window.location.href);
      // A link within this page moves the address's fragment as the browser would (`:target` and `hashchange`
      // follow, and the hash handler scrolls there).
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) {
        if (url.hash === window.location.hash) scrollToHash(url.hash);
        else window.location.hash = url.hash;
        return;
      }
      try {
        await pageFor(url.pathname).preload();
      } catch {
        // The next page's code would not load: the server has the page.
        window.location.assign(url.href);
        return;
      }
      navigate(`${url.pathname}${url.search}${url.hash}`);
      if (url.hash) scrollToHash(url.hash);
    },
    [navigate],
  );

  const Frame = frameFor(location) === 'demo' ? DemoLayout : SiteLayout;
  return (
    <RouterProvider navigate={navigateTo}>
      <Frame>
        {/* Hydrating, the frame (header, menus, bars) is adopted and answers first; the page's content follows. */}
        <AfterFrame part="content">
          <PartBoundary key={location} part="page">
            <Page path={location} />
          </PartBoundary>
        </AfterFrame>
      </Frame>
    </RouterProvider>
  );
}

/** The whole site: router, link routing for the kit, layout and pages. */
export function App({ ssrPath, ssrSearch, posted }: AppProps) {
  return (
    <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
      <PostedFormContext value={posted}>
        <Pages />
      </PostedFormContext>
    </Router>
  );
}
