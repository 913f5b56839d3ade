import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

interface SignInRequiredProps {
  /** Why signing in is needed here, e.g. 'You need to sign in to sell gift cards.' */
  description: string;
  /** The way to sign in: the app's own link (the kit knows no router). */
  children: ReactNode;
}

/** What a signed-out visitor sees on a page that needs an account. */
export function SignInRequired({ description, children }: SignInRequiredProps) {
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader>
        <CardTitle className="text-2xl">
          <h1>Sign In Required</h1>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
