import { UPLOAD_ALT_FIELD, UPLOAD_DUPLICATE_FIELD } from "#domain/content/media-library";
import type { ApiRoutes } from "#server/api/contracts";
import { unwrap } from "../../../lib/api-client";
import { type Answered, type AnyInput, type Args, type RouteKey, request, withSignIn } from "./http";

// fetch() cannot report upload progress, so file uploads go through XMLHttpRequest.

/** What the upload dialog asked (decision 0081-uploads-with-alt-text-and-no-twins). */
export interface UploadChoice {
  /** What the picture shows; blank or absent when the editor skipped it. */
  alt?: string;
  /** Store a second copy of a file the library already has. */
  keepDuplicate?: boolean;
}

export interface UploadRequest {
  method: "PUT" | "POST";
  path: string;
  field: string;
  file: File;
  /** Called with 0..100 as the bytes leave the browser. */
  onProgress: (percent: number) => void;
  choice?: UploadChoice;
}

export function uploadFile<T>(upload: UploadRequest): Promise<T> {
  return withSignIn(() => send<T>(upload));
}

/** A declared route that takes a file, by its key. */
type UploadKey = { [K in RouteKey]: ApiRoutes[K] extends { upload: string } ? K : never }[RouteKey];

/**
 * An upload to a declared route (decision 0090): `field` is the one its contract names, the
 * answer typed as it declares.
 */
export function uploadTo<K extends UploadKey>(
  key: K,
  upload: Omit<UploadRequest, "method" | "path" | "field"> & {
    field: Extract<ApiRoutes[K], { upload: string }>["upload"];
  },
  ...[input]: Args<K>
): Promise<Answered<K>> {
  const { method, path } = request(key, input as AnyInput);
  return uploadFile<Answered<K>>({ ...upload, method: method as UploadRequest["method"], path });
}

function send<T>({ method, path, field, file, onProgress, choice = {} }: UploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(unwrap<T>(xhr.status, xhr.response));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new Error("Network error during upload"));
    xhr.onabort = () => reject(new Error("Upload aborted"));
    const form = new FormData();
    form.append(field, file);
    if (choice.alt?.trim()) form.append(UPLOAD_ALT_FIELD, choice.alt);
    if (choice.keepDuplicate) form.append(UPLOAD_DUPLICATE_FIELD, "keep");
    xhr.send(form);
  });
}
