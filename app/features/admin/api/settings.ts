import type { CompanyDetails } from "../../../../domain/company-details";
import type { PosterImage } from "../../../../domain/solution";
import { apiRequest } from "./http";
import { uploadFile } from "./upload";

export interface HomepageVideo {
  url: string;
  fileName: string;
  poster?: PosterImage;
}

export interface SiteSettings {
  homepageVideo?: HomepageVideo;
}

const VIDEO_PATH = "/api/settings/homepage-video";

export const fetchSettings = () => apiRequest<SiteSettings>("GET", "/api/settings");
export const uploadHomepageVideo = (file: File, onProgress: (percent: number) => void) =>
  uploadFile<SiteSettings>({ method: "PUT", path: VIDEO_PATH, field: "video", file, onProgress });
export const deleteHomepageVideo = () => apiRequest<unknown>("DELETE", VIDEO_PATH);

export interface EnquirySettings {
  acknowledgeEnquiries: boolean;
}

const ENQUIRY_SETTINGS_PATH = "/api/settings/enquiries";
export const fetchEnquirySettings = () => apiRequest<EnquirySettings>("GET", ENQUIRY_SETTINGS_PATH);
export const saveEnquirySettings = (settings: EnquirySettings) =>
  apiRequest<EnquirySettings>("PUT", ENQUIRY_SETTINGS_PATH, settings);

const POSTER_PATH = `${VIDEO_PATH}/poster`;
export const uploadHomepageVideoPoster = (file: File, onProgress: (percent: number) => void) =>
  uploadFile<SiteSettings>({ method: "PUT", path: POSTER_PATH, field: "poster", file, onProgress });
export const deleteHomepageVideoPoster = () => apiRequest<unknown>("DELETE", POSTER_PATH);

const COMPANY_PATH = "/api/settings/company";
export const fetchCompanyDetails = () => apiRequest<CompanyDetails>("GET", COMPANY_PATH);
export const saveCompanyDetails = (details: CompanyDetails) =>
  apiRequest<CompanyDetails>("PUT", COMPANY_PATH, details);
