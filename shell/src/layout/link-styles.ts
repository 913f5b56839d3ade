import { buttonVariants } from '@cardbridge/ui';

/** Router links styled as the kit's buttons (a <Link> inside a <button> would be invalid HTML). */
export const outlineButton = buttonVariants({ variant: 'outline', size: 'sm' });
export const primaryButton = buttonVariants({ size: 'sm' });
export const ghostButton = buttonVariants({ variant: 'ghost', size: 'sm' });
export const navLink =
  'whitespace-nowrap text-sm font-medium text-muted-foreground hover:text-foreground';
