/** The image beacon's address for one page view; a fresh `t` keeps the browser from reusing a cached image. */
export function beaconAddress(beaconUrl: string, path: string, now = Date.now()): string {
  const separator = beaconUrl.includes("?") ? "&" : "?";
  return `${beaconUrl}${separator}path=${encodeURIComponent(path)}&t=${now}`;
}

/** A page-view sink that requests the beacon image: no script, no cookies, no token. */
export function beaconSink(beaconUrl: string, createImage: () => HTMLImageElement = () => new Image()) {
  return (path: string) => {
    const image = createImage();
    image.crossOrigin = "anonymous";
    image.referrerPolicy = "no-referrer";
    image.src = beaconAddress(beaconUrl, path);
  };
}
