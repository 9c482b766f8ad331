import { UPLOAD_ALT_FIELD, UPLOAD_DUPLICATE_FIELD } from "#domain/media-library";
import { unwrap } from "../../../lib/api-client";
import { withSignIn } from "./http";

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

export function uploadFile<T>(request: UploadRequest): Promise<T> {
  return withSignIn(() => send<T>(request));
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
