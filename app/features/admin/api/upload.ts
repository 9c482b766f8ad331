import { unwrap } from "../../../lib/api-client";
import { withSignIn } from "./http";

// fetch() cannot report upload progress, so file uploads go through XMLHttpRequest.

export interface UploadRequest {
  method: "PUT" | "POST";
  path: string;
  field: string;
  file: File;
  /** Called with 0..100 as the bytes leave the browser. */
  onProgress: (percent: number) => void;
}

export function uploadFile<T>(request: UploadRequest): Promise<T> {
  return withSignIn(() => send<T>(request));
}

function send<T>({ method, path, field, file, onProgress }: UploadRequest): Promise<T> {
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
    xhr.send(form);
  });
}
