/** Class strings shared by the header's link-buttons (kept here so header.tsx stays readable). */
export const outlineButton =
  'inline-flex h-9 items-center justify-center rounded-md border border-input bg-background px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground';
export const primaryButton =
  'inline-flex h-9 items-center justify-center rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground hover:bg-primary/90';
export const ghostButton =
  'inline-flex h-9 items-center justify-center rounded-md px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground';
export const navLink = 'text-sm font-medium text-muted-foreground hover:text-foreground';
