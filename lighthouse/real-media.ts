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
  return { solutionId, photoBytes: photo.length, videoBytes: video.length };
}
