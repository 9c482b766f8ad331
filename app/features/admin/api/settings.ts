import { apiRequest } from "./http";
import { uploadFile } from "./upload";

export interface HomepageVideo {
  url: string;
  fileName: string;
}

export interface SiteSettings {
  homepageVideo?: HomepageVideo;
}

const VIDEO_PATH = "/api/settings/homepage-video";

export const fetchSettings = () => apiRequest<SiteSettings>("GET", "/api/settings");
export const uploadHomepageVideo = (file: File, onProgress: (percent: number) => void) =>
  uploadFile<SiteSettings>({ method: "PUT", path: VIDEO_PATH, field: "video", file, onProgress });
export const deleteHomepageVideo = () => apiRequest<unknown>("DELETE", VIDEO_PATH);
