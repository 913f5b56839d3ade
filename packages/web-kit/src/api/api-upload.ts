import { ApiError } from './api-error';

export interface UploadOptions {
  /** Share of the body sent so far, 0 to 1 (only reported when the size is known). */
  onProgress?: ((fraction: number) => void) | undefined;
}

/** Statuses whose Response may not carry a body (the Response constructor refuses one). */
const noBodyStatuses = new Set([101, 204, 205, 304]);

/**
 * POST a multipart form with the same contract as apiRequest: cookies sent, a non-OK answer turned
 * into an `ApiError` ("<status>: <body text>"), a network failure into a TypeError as fetch
 * gives. XMLHttpRequest rather than fetch because only it reports upload progress, which a seller
 * sending ten photos needs to see.
 */
export function apiUpload(
  url: string,
  form: FormData,
  { onProgress }: UploadOptions = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      const body = noBodyStatuses.has(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText }));
    };
    xhr.onerror = () => reject(new TypeError(`Network error while uploading to ${url}`));
    xhr.onabort = () => reject(new TypeError(`Upload to ${url} was aborted`));
    xhr.send(form);
  });
}
