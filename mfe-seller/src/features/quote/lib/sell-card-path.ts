/** The sell flow's address for a brand; the name is URL-encoded so '&' or spaces survive the query. */
export function sellCardPath(brandName: string): string {
  return `/sell-card?brand=${encodeURIComponent(brandName)}`;
}
