/**
 * The document title of a page, "<page> · Cardbridge" (React hoists <title> into the head), so
 * every page has its own in the browser tab, history and screen readers (docs/product.md#screens).
 */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · Cardbridge`}</title>;
}
