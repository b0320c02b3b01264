import { Suspense } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Route, Router, Switch, useLocation } from 'wouter';
import { PageHead } from './components/PageHead.tsx';
import { notFound, routes } from './routes/index.ts';

export interface AppProps {
  /** The URL being rendered on the server; the browser's location on the client. */
  ssrPath?: string;
  ssrSearch?: string;
}

function Pages() {
  const [location, navigate] = useLocation();
  const NotFound = notFound.page.Component;
  return (
    <RouterProvider navigate={(href) => navigate(href)}>
      <Suspense>
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path}>
              <PageHead title={route.title} description={route.description} path={location} />
              <route.page.Component />
            </Route>
          ))}
          <Route>
            <PageHead title={notFound.title} description={notFound.description} path={location} noindex />
            <NotFound />
          </Route>
        </Switch>
      </Suspense>
    </RouterProvider>
  );
}

/** The whole site: router, link routing for the kit, the pages. */
export function App({ ssrPath, ssrSearch }: AppProps) {
  return (
    <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
      <Pages />
    </Router>
  );
}
