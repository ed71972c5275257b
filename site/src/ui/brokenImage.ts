/**
 * A server-rendered image can fail before React hydrates and attaches its onError: this ref callback
 * notices an image that has already failed when the component mounts.
 */
export function onAlreadyFailed(onFailed: () => void) {
  return (image: HTMLImageElement | null) => {
    if (image && image.complete && image.naturalWidth === 0) onFailed();
  };
}
