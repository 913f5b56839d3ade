import type http from 'node:http';
import serveStatic from 'serve-static';
import { cacheControlFor, contentTypeFor, immutableCacheControl } from './static-assets.js';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>;
type FileHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  filePath: string,
) => Promise<boolean>;

/**
 * Serves files from one directory with the same caching and content types as nginx. Resolves
 * true when a file was sent, false when there is none (so the caller can fall back).
 */
export function staticDir(
  root: string,
  { index = false, immutable = false }: { index?: boolean; immutable?: boolean } = {},
): FileHandler {
  const serve = serveStatic(root, {
    // nginx answers a directory URL with its index.html; the shell instead falls back to its own.
    index: index ? ['index.html'] : false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    fallthrough: true,
    setHeaders: (res, file) => {
      // A published remote version never changes: all of its files are cached for a year.
      res.setHeader('Cache-Control', immutable ? immutableCacheControl : cacheControlFor(file));
      res.setHeader('Content-Type', contentTypeFor(file));
    },
  });
  return (req, res, filePath) =>
    new Promise<boolean>((resolve, reject) => {
      const original = req.url;
      // serve-static resolves req.url against its root; hand it the path within this directory.
      req.url = filePath.split('/').map(encodeURIComponent).join('/');
      res.once('finish', () => resolve(true));
      serve(req, res, (error?: unknown) => {
        req.url = original;
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(false);
      });
    });
}

/** One file (e.g. registry.json) at a fixed URL. */
export function staticFile(dir: string, name: string): Handler {
  const serve = staticDir(dir);
  return (req, res) => serve(req, res, `/${name}`);
}
