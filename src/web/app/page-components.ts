import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LivePageName } from '../../core/routes';

/** Every live page of the route registry has its component here; the type checker enforces it. */
export const pageComponents: Record<LivePageName, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('../features/home/pages/home-page').then((m) => ({ default: m.HomePage }))),
  aboutData: lazy(() =>
    import('../features/about-data/pages/about-data-page').then((m) => ({ default: m.AboutDataPage })),
  ),
};
