import nprogress from 'nprogress';
import type {ClientModule} from '@docusaurus/types';
import '@site/internals/client/nprogressStyles';
import {PROGRESS_BAR} from '@site/shared/lib/siteConstants';

// nprogress 0.2 reads `trickleRate`, which its type definitions omit.
type ProgressOptions = Parameters<typeof nprogress.configure>[0] & {trickleRate: number};
const options: ProgressOptions = {
  showSpinner: false,
  minimum: PROGRESS_BAR.minimum,
  speed: PROGRESS_BAR.speedMs,
  trickleRate: PROGRESS_BAR.trickleRate,
  trickleSpeed: PROGRESS_BAR.trickleSpeedMs,
};
nprogress.configure(options);

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) {
      return undefined;
    }
    // Show the bar only when the next page is slow to arrive.
    const timeout = window.setTimeout(() => nprogress.start(), PROGRESS_BAR.delayMs);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    nprogress.done();
  },
};

export default progressBar;
