import type { ResponsiveImage } from "#domain/content/media";
import { resolveMediaUrl } from "../../lib/media/resolve-media-url";
import { pictureSources } from "../../lib/media/responsive-image";
import { useMissedMediaError } from "./use-missed-media-error";

interface ResponsivePictureProps {
  image: ResponsiveImage;
  alt: string;
  /** How wide the picture is drawn, as the sizes attribute says it (e.g. "100vw"). */
  sizes: string;
  className?: string;
  loading?: "lazy" | "eager";
  /** "high" for the picture that is the page's largest paint on a phone. */
  fetchPriority?: "high" | "auto";
  onError?: () => void;
}

/**
 * An uploaded picture as the browser should fetch it: the smallest AVIF or WebP variant
 * that fills its box at the screen's density, never the original unless the browser knows
 * neither format. Width and height are the original's, so its box is reserved before it loads.
 */
export function ResponsivePicture({
  image,
  alt,
  sizes,
  className,
  loading = "lazy",
  fetchPriority,
  onError,
}: ResponsivePictureProps) {
  const ref = useMissedMediaError<HTMLImageElement>(onError);
  return (
    <picture className="contents">
      {pictureSources(image.variants).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        ref={ref}
        src={resolveMediaUrl(image.url)}
        alt={alt}
        width={image.width || undefined}
        height={image.height || undefined}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
        onError={onError}
      />
    </picture>
  );
}
