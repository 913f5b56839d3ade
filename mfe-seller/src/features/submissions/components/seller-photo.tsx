import { useState } from 'react';

/**
 * A thumbnail of one of the seller's own photos (`/uploads/<file>` is served as
 * `/api/uploads/<file>` to its owner). A photo that cannot be loaded is left out, not drawn broken.
 */
export function SellerPhoto({ path }: { path: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={`/api${path}`}
      alt=""
      loading="lazy"
      className="size-12 rounded border border-border object-cover"
      onError={() => setFailed(true)}
    />
  );
}
