import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cardbridge/ui';

interface CentredCardProps {
  /** The page's one h1. */
  title: string;
  description?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** A page that is one centred card under its heading: sign-in, sign-up, an emailed link. */
export function CentredCard({ title, description, contentClassName, children }: CentredCardProps) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">
            <h1>{title}</h1>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className={contentClassName}>{children}</CardContent>
      </Card>
    </div>
  );
}
