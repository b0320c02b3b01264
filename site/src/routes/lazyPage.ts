import { type ComponentType, createElement, lazy } from 'react';

export interface LazyPage {
  /** The page, code-split. Renders synchronously once preloaded. */
  Component: ComponentType;
  /** Loads the page's chunk; server and client await it before rendering so nothing suspends. */
  preload: () => Promise<unknown>;
}

/**
 * A code-split page whose chunk can be loaded ahead of rendering. `React.lazy` suspends on its
 * first render even when the chunk is already here, which would stream the page as a late
 * Suspense segment; a preloaded page renders directly instead.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(preload);
  function Component() {
    return createElement(loaded ?? Lazy);
  }
  return { Component, preload };
}
