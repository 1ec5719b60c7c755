/** The public tracking page of an order (§2 `/tracking`), as a link a recipient can open signed out. */
export function trackingLink(token: string, origin: string = window.location.origin): string {
  return `${origin}/tracking?token=${encodeURIComponent(token)}`;
}
