import type { ComponentType, ReactNode } from 'react';
import { TitledCard } from './titled-card';

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
    <TitledCard
      className="h-full"
      badge={<Icon aria-hidden="true" className="size-6 text-primary" />}
      title={<h2>{title}</h2>}
      description={description}
      contentClassName={contentClassName}
    >
      {children}
    </TitledCard>
  );
}
