import '@fontsource-variable/inter/wght.css';
import '@tallowood/design-system/styles';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { findRoute, notFound } from './routes/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page template');

// Load the current page's chunk first, so hydration adopts the server HTML without a fallback.
const page = findRoute(window.location.pathname)?.page ?? notFound.page;
page.preload().then(() => hydrateRoot(container, <App />));
