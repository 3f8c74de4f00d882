import React, {type ReactNode} from 'react';
import {toggleInput, useConfiguration} from './configurationStore';

/**
 * On an optional input's reference entry: adds the input to the service's configuration builder
 * (which opens, loading its code) or takes it out again. Rendered by the server too, so that hydration
 * inserts no element into the page; the stylesheet keeps it unseen until the page has hydrated
 * (`data-script-only`, custom.css), and readers without JavaScript never see it.
 */
export default function AddToConfiguration({service, name}: {service: string; name: string}): ReactNode {
  const {state} = useConfiguration(service);
  const added = state.added.includes(name);
  return (
    <button
      type="button"
      className={`button button--sm ${added ? 'button--secondary' : 'button--outline button--primary'}`}
      aria-pressed={added}
      onClick={() => toggleInput(service, name)}
      data-script-only
      data-pagefind-ignore>
      {added ? 'In configuration' : 'Add to configuration'}
    </button>
  );
}
