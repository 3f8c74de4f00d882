import type {Zoom} from 'medium-zoom';
import type {ClientModule} from '@docusaurus/types';
import {siteConfig} from '@site/internals/client/generatedSiteConfig';
import {IMAGE_ZOOM} from '@site/shared/lib/siteConstants';

/**
 * Click-to-zoom on content images. medium-zoom closes the zoom on a click, on
 * Escape, on resize and 150 ms after scrolling past the offset; it also
 * loads `data-zoom-src` as a high-resolution source when an image has one.
 */
const selector = (siteConfig.themeConfig.zoomSelector as string | undefined) ?? IMAGE_ZOOM.selector;
const attached = new WeakSet<HTMLImageElement>();
let zoom: Promise<Zoom> | undefined;
let attachTimer: number | undefined;

const background = () => (document.documentElement.dataset.theme === 'dark' ? IMAGE_ZOOM.darkBackground : IMAGE_ZOOM.background);

/** medium-zoom is fetched with the first attach, after the page is up, not with the main bundle. */
function getZoom(): Promise<Zoom> {
  zoom ??= import('medium-zoom').then(({default: mediumZoom}) => {
    const instance = mediumZoom({
      margin: IMAGE_ZOOM.margin,
      background: background(),
      scrollOffset: IMAGE_ZOOM.scrollOffsetPx,
    });
    // The colour mode can change between two zooms.
    instance.on('open', () => instance.update({background: background()}));
    return instance;
  });
  return zoom;
}

async function attachToContentImages(): Promise<void> {
  const fresh = Array.from(document.querySelectorAll<HTMLImageElement>(selector)).filter((image) => !attached.has(image));
  // A page without images never downloads medium-zoom.
  if (fresh.length === 0 && !zoom) return;
  fresh.forEach((image) => attached.add(image));
  const instance = await getZoom();
  const gone = instance.getImages().filter((image) => !image.isConnected);
  if (gone.length > 0) instance.detach(...gone);
  if (fresh.length > 0) instance.attach(...fresh);
}

const imageZoom: ClientModule = {
  onRouteDidUpdate({location}) {
    window.clearTimeout(attachTimer);
    // A link to a heading should land without images changing under the reader.
    if (location.hash) return;
    attachTimer = window.setTimeout(() => void attachToContentImages(), IMAGE_ZOOM.attachDelayMs);
  },
};

export default imageZoom;
