import { type ComponentType, lazy } from 'react';

export interface LazyPage {
  /** The page, code-split. */
  Component: ComponentType;
  /** Loads the page's chunk; the client awaits it before hydrating so server HTML is adopted as-is. */
  preload: () => Promise<unknown>;
}

/** A code-split page whose chunk can be loaded ahead of rendering. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    pending ??= load();
    return pending;
  };
  return { Component: lazy(preload), preload };
}
