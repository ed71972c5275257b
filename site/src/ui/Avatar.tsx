import { initials } from '#shared/initials.ts';
import { onAlreadyFailed } from './brokenImage.ts';
import { fixedSizeImage } from '#shared/storageImage.ts';
import { useState } from 'react';

/** A round picture, or the initials of the first two words when there is none (or it fails). */
export function Avatar({
  name,
  src,
  size = 48,
  decorative = false,
}: {
  name: string;
  src?: string | null;
  size?: number;
  /** When the name is printed next to it, the picture adds nothing for screen readers. */
  decorative?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  if (src && failedSrc !== src) {
    return (
      <img
        className="avatar"
        {...fixedSizeImage(src, size)}
        alt={decorative ? '' : name}
        width={size}
        height={size}
        loading="lazy"
        style={style}
        ref={onAlreadyFailed(() => setFailedSrc(src))}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      className="avatar avatar--initials"
      style={style}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {initials(name) || '?'}
    </span>
  );
}
