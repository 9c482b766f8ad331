import { pickHomepageVideo } from "../api/media-library";
import {
  deleteHomepageVideo,
  deleteHomepageVideoPoster,
  fetchSettings,
  uploadHomepageVideo,
  uploadHomepageVideoPoster,
} from "../api/settings";
import { MediaManager, type MediaTexts } from "../media/media-manager";
import { POSTER_ACCEPT, POSTER_TEXTS } from "../media/poster-texts";
import { MaybeBanner } from "../ui/banner";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { ScreenHeader } from "../ui/screen-header";
import { useAsyncData } from "../ui/use-async-data";
import { CompanyDetailsSection } from "./company-details-section";
import { EnquirySettingsSection } from "./enquiry-settings-section";
import { LegalDetailsSection } from "./legal-details-section";
import { NotificationSettingsSection } from "./notification-settings-section";
import { PaymentSettingsSection } from "./payment-settings-section";

const VIDEO_TEXTS: MediaTexts = {
  emptyText: "No homepage video uploaded yet.",
  deleteLabel: "Delete Video",
  deleteQuestion: "Are you sure you want to delete the homepage video?",
  pickerLabel: "Upload or replace the homepage video (MP4 or WebM, max 10MB)",
  uploaded: "Homepage video uploaded successfully.",
  deleted: "Homepage video deleted successfully.",
  failure: ADMIN_FAILURES.homepageVideo,
};

const FAILURE = ADMIN_FAILURES.settings;

export function SettingsScreen() {
  const { data: settings, loading, error, setData } = useAsyncData(fetchSettings, FAILURE.load);
  const video = settings?.homepageVideo;

  return (
    <>
      <ScreenHeader title="Settings" />
      <MaybeBanner tone="error" message={error} />
      {loading ? <p>Loading settings...</p> : null}
      <div className="flex flex-col gap-6">
        <CompanyDetailsSection />
        <LegalDetailsSection />
        {settings ? (
          <MediaManager
            title="Homepage Video"
            media={video ? { type: "video", url: video.url, fileName: video.fileName } : null}
            accept="video/mp4,video/webm"
            texts={VIDEO_TEXTS}
            upload={async (file, choice, onProgress) =>
              setData(await uploadHomepageVideo(file, choice, onProgress))
            }
            remove={async () => {
              await deleteHomepageVideo();
              setData((current) => ({ ...current, homepageVideo: undefined }));
            }}
            library={{ types: ["video"], pick: async (item) => setData(await pickHomepageVideo(item.id)) }}
          />
        ) : null}
        {video ? (
          <MediaManager
            title="Homepage Video Poster"
            media={
              video.poster ? { type: "image", url: video.poster.url, fileName: video.poster.fileName } : null
            }
            accept={POSTER_ACCEPT}
            texts={POSTER_TEXTS}
            upload={async (file, choice, onProgress) =>
              setData(await uploadHomepageVideoPoster(file, choice, onProgress))
            }
            remove={async () => {
              await deleteHomepageVideoPoster();
              setData((current) => ({ ...current, homepageVideo: { ...video, poster: undefined } }));
            }}
          />
        ) : null}
        <NotificationSettingsSection />
        <PaymentSettingsSection />
        <EnquirySettingsSection />
      </div>
    </>
  );
}
