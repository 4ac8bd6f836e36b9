import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../pages/placeholder-page.js';
import { titleOf } from './messages.js';

type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/** The screens built so far, loaded lazily; every other route shows its placeholder. */
const builtScreens: Readonly<Partial<Record<string, ScreenLoader>>> = {};

/** The component part of a route object: the built screen, or the « en construction » page. */
export function screenOf(routeName: string): Pick<RouteObject, 'lazy' | 'Component'> {
  const loader = builtScreens[routeName];
  if (loader) return { lazy: loader };
  const title = titleOf(routeName);
  return {
    Component: function ScreenPlaceholder() {
      return <PlaceholderPage title={title} />;
    },
  };
}
