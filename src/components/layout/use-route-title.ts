import { useMatches } from '@tanstack/react-router';
import { PRODUCT_NAME } from '@/src/contracts/messages';

/** The deepest matched route's title (spec 2.5); the product name when no route names one. */
export function useRouteTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = matches[i]?.staticData?.title;
    if (title) return title;
  }
  return PRODUCT_NAME;
}
