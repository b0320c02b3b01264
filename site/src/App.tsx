import { RouterProvider } from '@tallowood/design-system';
import { useCallback } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { useAnalytics } from './analytics/useAnalytics.ts';
import { PageHead } from './components/PageHead.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { scrollToHash, useScrollBehaviour } from './layout/useScrollBehaviour.ts';
import { notFound, pageFor, routes } from './routes/index.ts';
import { webPage } from './seo/structuredData.ts';

export interface AppProps {
  /** The path being rendered on the server; the browser's location on the client. */
  ssrPath?: string;
  ssrSearch?: string;
}

function Pages() {
  const [location, navigate] = useLocation();
  useScrollBehaviour(location);
  useAnalytics(location);

  // Kit links route here. The next page's chunk loads before the switch, so the current page
  // stays on screen instead of a blank fallback.
  const navigateTo = useCallback(
    async (href: string) => {
      const url = new URL(href, window.location.href);
      await pageFor(url.pathname).preload();
      navigate(`${url.pathname}${url.search}${url.hash}`);
      if (url.hash) scrollToHash(url.hash);
    },
    [navigate],
  );

  const NotFound = notFound.page.Component;
  return (
    <RouterProvider navigate={navigateTo}>
      <SiteLayout>
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path}>
              <PageHead
                title={route.title}
                description={route.description}
                keywords={route.keywords}
                path={location}
                noindex={!route.indexed}
                structuredData={[webPage({ ...route, path: location }), ...(route.structuredData?.() ?? [])]}
              />
              <route.page.Component />
            </Route>
          ))}
          <Route>
            <PageHead title={notFound.title} description={notFound.description} path={location} noindex />
            <NotFound />
          </Route>
        </Switch>
      </SiteLayout>
    </RouterProvider>
  );
}

/** The whole site: router, link routing for the kit, layout and pages. */
export function App({ ssrPath, ssrSearch }: AppProps) {
  return (
    <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
      <Pages />
    </Router>
  );
}
