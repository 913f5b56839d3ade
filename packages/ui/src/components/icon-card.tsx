import type { ComponentType, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

export interface IconCardProps {
  /** A lucide icon (decorative: the title names the card). */
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  description?: ReactNode;
  /** Classes of the content area. */
  contentClassName?: string;
  children: ReactNode;
}

/** A card headed by an icon and an h2 title: the help centre's categories, the security page's points. */
export function IconCard({
  icon: Icon,
  title,
  description,
  contentClassName,
  children,
}: IconCardProps) {
  return (
    <Card className="h-full">
      <CardHeader>
        <Icon aria-hidden="true" className="size-6 text-primary" />
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
