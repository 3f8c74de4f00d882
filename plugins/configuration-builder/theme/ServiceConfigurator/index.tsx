import React, {Suspense, lazy, useEffect, useMemo, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {carriesConfiguration} from '@site/plugins/configuration-builder/lib/configurationState';
import type {ConfigurableService, Wire} from '@site/plugins/configuration-builder/lib/service';
import {openBuilder, useConfiguration} from './configurationStore';

const loadBuilder = () => import('./Builder');

interface Props {
  service: ConfigurableService;
  /** The inputs other services' outputs can give, for the Terragrunt tab. */
  wires: Wire[];
  /** The static example: what readers without JavaScript see, and everyone before the builder opens. */
  children: ReactNode;
}

/**
 * A service page's configuration builder. The page renders a static example; the builder's code
 * loads when the reader asks for it (this button, or "Add to configuration" on an input's entry),
 * or when the page opens from a link that carries a configuration, or such a link is opened in its tab.
 */
export default function ServiceConfigurator({service, wires, children}: Props): ReactNode {
  const {open, saved, state} = useConfiguration(service.key);
  // A lazy component keeps a failed load for good; a new one per attempt lets Try again load it.
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the reason for a new component
  const Builder = useMemo(() => lazy(loadBuilder), [attempt]);

  // The page opened from such a link, or the reader opens one in this tab later (only the fragment changes: no new page).
  useEffect(() => {
    const openLinked = () => {
      if (carriesConfiguration(window.location)) openBuilder(service.key);
    };
    openLinked();
    window.addEventListener('hashchange', openLinked);
    return () => window.removeEventListener('hashchange', openLinked);
  }, [service.key]);

  if (!open) {
    const started = saved && (state.added.length > 0 || Object.keys(state.values).length > 0);
    return (
      <>
        {/* Rendered by the server and unseen until the page hydrates (custom.css), so it appears without moving anything. */}
        <div style={{minHeight: '2.5rem', marginBottom: '0.75rem'}}>
          <button
            type="button"
            className="button button--primary"
            onClick={() => openBuilder(service.key, {focus: true})}
            onPointerEnter={loadBuilder}
            onFocus={loadBuilder}
            data-script-only
            data-pagefind-ignore>
            {started ? 'Continue your configuration' : 'Configure with your values'}
          </button>
        </div>
        {children}
      </>
    );
  }
  const loading = (
    <>
      <p role="status">Loading the configuration builder…</p>
      {children}
    </>
  );
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => (
        <>
          <p role="status">
            The configuration builder could not be loaded. Check your connection, then{' '}
            <button type="button" className="button button--secondary button--sm" onClick={() => setAttempt((current) => current + 1)}>
              try again
            </button>
          </p>
          {children}
        </>
      )}>
      <Suspense fallback={loading}>
        <Builder service={service} wires={wires} />
      </Suspense>
    </ErrorBoundary>
  );
}
