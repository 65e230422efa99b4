import { useCallback, useState, type ImgHTMLAttributes } from 'react';

/** Stock image shipped with the app (frontend/public), used when a remote image fails to load. */
export const FALLBACK_IMAGE_URL = '/fallback-image.svg';

/**
 * Whether the image at `src` failed to load, for every image with a fallback (a stock picture, a
 * tool's monogram). A server-rendered image can fail before the app hydrates: its error event has
 * fired before React attached `onError`, so when the element is attached an image that is already
 * complete with no width counts as failed too (a lazy image not fetched yet is not complete).
 */
export const useImageFailure = (src: string) => {
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const onError = useCallback(() => setFailedSource(src), [src]);
  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      if (image && image.getAttribute('src') === src && image.complete && image.naturalWidth === 0) setFailedSource(src);
    },
    [src],
  );
  return { failed: src !== '' && failedSource === src, ref, onError };
};

type ImageWithFallbackProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; fallbackSrc?: string };

export const ImageWithFallback = ({ src, alt, fallbackSrc = FALLBACK_IMAGE_URL, ...props }: ImageWithFallbackProps) => {
  const { failed, ref, onError } = useImageFailure(src);
  // Swap once per source: the fallback is never watched, so a failing fallback cannot loop.
  if (failed || !src) return <img src={fallbackSrc} alt={alt} loading="lazy" {...props} />;
  return <img ref={ref} src={src} alt={alt} loading="lazy" onError={onError} {...props} />;
};
