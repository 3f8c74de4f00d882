import type {ReactNode} from 'react';
import type {Location} from 'history';
import PendingNavigation from '@docusaurus/core/lib/client/PendingNavigation';
import {dispatchLifecycleAction} from '@docusaurus/core/lib/client/ClientLifecyclesDispatcher';
import preload from '@docusaurus/core/lib/client/preload';

interface Props {
  location: Location;
  children: ReactNode;
}

interface State {
  nextRouteHasLoaded: boolean;
}

interface Internals {
  previousLocation: Location | null;
  routeUpdateCleanupCb: () => void;
}

/**
 * Docusaurus's PendingNavigation, except when the next page's chunks fail to
 * load: instead of reloading the whole page, the failure is logged and the
 * route renders, so its loader shows the error with a Retry button.
 */
export default class PendingNavigationShowingLoadErrors extends PendingNavigation {
  override shouldComponentUpdate(nextProps: Props, nextState: State): boolean {
    if (nextProps.location === this.props.location) {
      return nextState.nextRouteHasLoaded;
    }
    // The base class keeps these two fields private; render() reads previousLocation.
    const internals = this as unknown as Internals;
    const nextLocation = nextProps.location;
    internals.previousLocation = this.props.location;
    this.setState({nextRouteHasLoaded: false});
    internals.routeUpdateCleanupCb = dispatchLifecycleAction('onRouteUpdate', {
      previousLocation: internals.previousLocation,
      location: nextLocation,
    });
    const finish = () => {
      internals.routeUpdateCleanupCb();
      this.setState({nextRouteHasLoaded: true});
    };
    preload(nextLocation.pathname)
      .then(finish)
      .catch((error: unknown) => {
        console.warn('Route preload failure:', error);
        finish();
      });
    return false;
  }
}
