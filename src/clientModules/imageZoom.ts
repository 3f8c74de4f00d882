import mediumZoom, {type Zoom} from 'medium-zoom';
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import {IMAGE_ZOOM} from '@site/src/lib/siteConstants';

/**
 * Click-to-zoom on content images. medium-zoom closes the zoom on a click, on
 * Escape, on resize and 150 ms after scrolling past the offset; it also
 * loads `data-zoom-src` as a high-resolution source when an image has one.
 */
const selector = (siteConfig.themeConfig.zoomSelector as string | undefined) ?? IMAGE_ZOOM.selector;
const attached = new WeakSet<HTMLImageElement>();
let zoom: Zoom | null = null;
let attachTimer: number | undefined;

const background = () =>
  document.documentElement.dataset.theme === 'dark' ? IMAGE_ZOOM.darkBackground : IMAGE_ZOOM.background;

function getZoom(): Zoom {
  if (!zoom) {
    zoom = mediumZoom({
      margin: IMAGE_ZOOM.margin,
      background: background(),
      scrollOffset: IMAGE_ZOOM.scrollOffsetPx,
    });
    // The colour mode can change between two zooms.
    zoom.on('open', () => zoom?.update({background: background()}));
  }
  return zoom;
}

function attachToContentImages(): void {
  const instance = getZoom();
  const gone = instance.getImages().filter((image) => !image.isConnected);
  if (gone.length > 0) instance.detach(...gone);
  const fresh = Array.from(document.querySelectorAll<HTMLImageElement>(selector)).filter((image) => !attached.has(image));
  fresh.forEach((image) => attached.add(image));
  if (fresh.length > 0) instance.attach(...fresh);
}

const imageZoom: ClientModule = {
  onRouteDidUpdate({location}) {
    window.clearTimeout(attachTimer);
    // A link to a heading should land without images changing under the reader.
    if (location.hash) return;
    attachTimer = window.setTimeout(attachToContentImages, IMAGE_ZOOM.attachDelayMs);
  },
};

export default imageZoom;
