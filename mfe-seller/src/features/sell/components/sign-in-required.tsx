import { Link } from 'react-router-dom';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cardbridge/ui';

export function SignInRequired() {
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader>
        <CardTitle>Sign In Required</CardTitle>
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
