/**
 * The one column width of the site: the header, every page and the footer line up on it
 * (docs/product.md#screens). Narrower content (a form, running text) sits inside it.
 */
export const pageContainerClass = 'mx-auto w-full max-w-6xl px-4';
