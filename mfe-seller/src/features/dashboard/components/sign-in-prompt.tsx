import { Link } from 'react-router-dom';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cardbridge/ui';

export function SignInPrompt() {
  return (
    <div className="px-4 py-16">
      <Card className="mx-auto max-w-md text-center">
        <CardHeader>
          <CardTitle>Sign In Required</CardTitle>
          <CardDescription>Sign in to see your dashboard.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/login">Sign In</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
