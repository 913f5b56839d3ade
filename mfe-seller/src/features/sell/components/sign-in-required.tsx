import { Link } from 'react-router-dom';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cardbridge/ui';

/** The sell flow for a signed-out visitor: only a way to sign in (spec section 2). */
export function SignInRequired() {
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader>
        <CardTitle className="text-2xl">
          <h1>Sign In Required</h1>
        </CardTitle>
        <CardDescription>You need to sign in to sell gift cards.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/login">Sign In</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
