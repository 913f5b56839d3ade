import { PageTitle } from '@cardbridge/ui';
/** Any path neither the shell nor a deployed remote serves. */
export function NotFoundPage() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <div className="flex min-h-[60vh] items-center justify-center px-4">
        <div className="w-full max-w-md rounded-lg border border-border bg-card p-6 text-card-foreground">
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          <p className="mt-4 text-sm text-muted-foreground">
            Did you forget to add the page to the router?
          </p>
        </div>
      </div>
    </>
  );
}
