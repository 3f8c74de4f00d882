import {useEffect, useState} from 'react';
import {isEmptyState, type ConfigurationState} from '@site/plugins/configuration-builder/lib/configurationState';
import type {ConfigurableService} from '@site/plugins/configuration-builder/lib/service';
import {sanitizeState} from '@site/plugins/configuration-builder/lib/storedState';
import {sameConfiguration} from '@site/plugins/configuration-builder/lib/stateSummary';
import {decodeConfiguration, linkedConfiguration, withoutConfiguration} from '@site/plugins/configuration-builder/lib/configurationLink';
import {currentConfiguration, restoreConfiguration} from './configurationStore';

/** The anchor of the builder's section (remarkServiceReference's "Configure" heading). */
export const SECTION_ANCHOR = 'configure';

/**
 * A link that carries a configuration opens it, or asks first where it would replace the reader's
 * own; then leaves the address. Reads the address the page opened with, and any such link the
 * reader opens later in this tab (a new fragment loads no page). Returns the shared configuration
 * while the reader decides whether it replaces theirs; `onShared` runs when a link brings one.
 */
export function useLinkedConfiguration(
  service: ConfigurableService,
  onShared: () => void,
): [ConfigurationState | null, (offered: ConfigurationState | null) => void] {
  const [offered, setOffered] = useState<ConfigurationState | null>(null);
  useEffect(() => {
    let current = true;
    const openLinked = () => {
      const encoded = linkedConfiguration(window.location.href);
      if (encoded === null) return;
      void decodeConfiguration(encoded, service.inputs).then((shared) => {
        if (!current) return;
        window.history.replaceState(window.history.state, '', withoutConfiguration(window.location.href, SECTION_ANCHOR));
        if (shared) {
          const {state: mineAsStored, saved: mineSaved} = currentConfiguration(service.key);
          const mine = sanitizeState(mineAsStored, service.inputs);
          if (!mineSaved || isEmptyState(mine) || sameConfiguration(mine, shared)) {
            restoreConfiguration(service.key, shared);
            setOffered(null);
          } else {
            setOffered(shared);
          }
          onShared();
        }
        document.getElementById(SECTION_ANCHOR)?.scrollIntoView();
      });
    };
    openLinked();
    window.addEventListener('hashchange', openLinked);
    return () => {
      current = false;
      window.removeEventListener('hashchange', openLinked);
    };
  }, [service.key, service.inputs, onShared]);
  return [offered, setOffered];
}
