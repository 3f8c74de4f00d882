import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {toggleInput, useConfiguration} from './configurationStore';

/**
 * On an optional input's reference entry: adds the input to the service's configuration builder
 * (which opens, loading its code) or takes it out again. Rendered in the browser only: without
 * JavaScript there is no builder to add to.
 */
export default function AddToConfiguration({service, name}: {service: string; name: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const {state} = useConfiguration(service);
  if (!isBrowser) return null;
  const added = state.added.includes(name);
  return (
    <button
      type="button"
      className={`button button--sm ${added ? 'button--secondary' : 'button--outline button--primary'}`}
      aria-pressed={added}
      onClick={() => toggleInput(service, name)}
      data-pagefind-ignore>
      {added ? 'In configuration' : 'Add to configuration'}
    </button>
  );
}
