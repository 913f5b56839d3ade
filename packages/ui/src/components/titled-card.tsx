import type { ReactNode } from 'react';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from './card';

export interface TitledCardProps {
  /** The heading: text, or the heading element itself when the card heads the page (an h1). */
  title: ReactNode;
  description?: ReactNode;
  /** Above the title, e.g. an icon. */
  badge?: ReactNode;
  /** At the header's end, e.g. the Add button of a list. */
  action?: ReactNode;
  className?: string;
  headerClassName?: string;
  titleClassName?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** The card every panel of the site is: a header (title, description, optional action) over content. */
export function TitledCard({
  title,
  description,
  badge,
  action,
  className,
  headerClassName,
  titleClassName,
  contentClassName,
  children,
}: TitledCardProps) {
  return (
    <Card className={className}>
      <CardHeader className={headerClassName}>
        {badge}
        <CardTitle className={titleClassName}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        {action && <CardAction>{action}</CardAction>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
