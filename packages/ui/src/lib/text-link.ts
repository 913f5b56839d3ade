/**
 * The look of a link inside running text: underlined as well as coloured, so it stands out by more
 * than colour (WCAG 1.4.1; axe's link-in-text-block), thicker on hover.
 */
export const textLinkClass =
  'font-medium text-primary underline underline-offset-4 hover:decoration-2';
