import { useLocation } from '@cabinet/shared/router';

/** Shows the router's current URL, so a test can read what a page wrote into it. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="URL">{`${location.pathname}${location.search}`}</output>;
}
