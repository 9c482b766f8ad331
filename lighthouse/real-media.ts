import { adminHeaders, samplePhoto, sampleVideo, uploadFile } from "../bench/sample-media";

// The media step of `npm run lighthouse`: before measuring, the pages get the media a real
// site has (issue 16), uploaded through the admin API like an administrator would: a
// 4000 × 3000 camera photo (about 3.5 MB of JPEG) on one solution, and a 10 MB 1080p MP4 as
// the homepage video with a still of it as its poster.

export interface RealMedia {
  /** The solution that now shows the photo. */
  solutionId: string;
  photoBytes: number;
  videoBytes: number;
}

export async function uploadRealMedia(
  serverUrl: string,
  admin: { email: string; password: string },
  solutionId: string,
): Promise<RealMedia> {
  const headers = await adminHeaders(serverUrl, admin.email, admin.password);
  const photo = await samplePhoto(4000, 3000, 14);
  const { video, poster } = await sampleVideo(10, 9.5);
  await uploadFile(
    `${serverUrl}/api/solutions/${solutionId}/media`,
    headers,
    "media",
    photo,
    "shop-floor.jpg",
  );
  await uploadFile(
    `${serverUrl}/api/settings/homepage-video`,
    headers,
    "video",
    video,
    "introduction-1080p.mp4",
  );
  await uploadFile(
    `${serverUrl}/api/settings/homepage-video/poster`,
    headers,
    "poster",
    poster,
    "introduction.jpg",
  );
  await lightVariantMade(serverUrl);
  return { solutionId, photoBytes: photo.length, videoBytes: video.length };
}

// The server encodes the video's light variant after answering the upload (decision 0061): a
// minute or so of one core for this video, which, measured during it, the first pages' tasks
// shared the CPU with. A site is measured as it runs, after the encode. A server without ffmpeg
// makes none, so the wait has an end.
const VARIANT_WAIT_MS = 300_000;

async function lightVariantMade(serverUrl: string) {
  const deadline = Date.now() + VARIANT_WAIT_MS;
  while (Date.now() < deadline) {
    const settings = (await (await fetch(`${serverUrl}/api/settings`)).json()) as {
      data?: { homepageVideo?: { variants?: unknown[] } };
    };
    if ((settings.data?.homepageVideo?.variants?.length ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.warn(
    `no light variant of the homepage video after ${VARIANT_WAIT_MS / 1000} s; measuring without it`,
  );
}
