import { useState, type ImgHTMLAttributes } from 'react';

/** Stock image shipped with the app (frontend/public), used when a remote image fails to load. */
export const FALLBACK_IMAGE_URL = '/fallback-image.svg';

type ImageWithFallbackProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; fallbackSrc?: string };

export const ImageWithFallback = ({ src, alt, fallbackSrc = FALLBACK_IMAGE_URL, ...props }: ImageWithFallbackProps) => {
  const [failedSource, setFailedSource] = useState<string | null>(null);
  // Swap once per source: if the fallback itself fails we stop rather than loop.
  const current = failedSource === src || !src ? fallbackSrc : src;
  return <img src={current} alt={alt} loading="lazy" onError={() => (current === src ? setFailedSource(src) : undefined)} {...props} />;
};
