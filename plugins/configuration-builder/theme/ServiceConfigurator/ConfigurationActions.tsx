import React, {useRef, type ReactNode} from 'react';
import {isEmptyState, type ConfigurationState} from '@site/plugins/configuration-builder/lib/configurationState';
import type {ConfigurableService} from '@site/plugins/configuration-builder/lib/service';
import {sanitizeState} from '@site/plugins/configuration-builder/lib/storedState';
import {clearedSummary} from '@site/plugins/configuration-builder/lib/stateSummary';
import {currentConfiguration, resetConfiguration, restoreConfiguration} from './configurationStore';
import {useCopyLink} from './useCopyLink';
import styles from './styles.module.css';

interface Props {
  service: ConfigurableService;
  state: ConfigurationState;
  ownValues: Readonly<Record<string, string>>;
  /** What "Start again" cleared, while the reader can still take it back. */
  cleared: ConfigurationState | null;
  onClearedChange: (cleared: ConfigurationState | null) => void;
  /** Runs first when the reader starts again. */
  onStartAgain: () => void;
}

/** What "Start again" cleared, and where: the store is shared by every tab open on the service. */
function startAgainNotice(cleared: ConfigurationState): string {
  return `Cleared ${clearedSummary(cleared)} of this service, in this tab and in any other tabs open on it. Values from your settings stay.`;
}

/** "Copy a link to this configuration" and "Start again", with what each did (and Undo for the second). */
export default function ConfigurationActions({service, state, ownValues, cleared, onClearedChange, onStartAgain}: Props): ReactNode {
  const [copyStatus, copyLink] = useCopyLink(service, state, ownValues);
  const startAgain = useRef<HTMLButtonElement>(null);
  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className="button button--secondary button--sm" onClick={copyLink}>
          Copy a link to this configuration
        </button>
        <button
          ref={startAgain}
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            onStartAgain();
            const previous = sanitizeState(currentConfiguration(service.key).state, service.inputs);
            resetConfiguration(service.key);
            onClearedChange(isEmptyState(previous) ? null : previous);
          }}>
          Start again
        </button>
        <span role="status">{copyStatus}</span>
      </div>
      <div role="status" className={styles.status}>
        {cleared && (
          <>
            {startAgainNotice(cleared)}{' '}
            <button
              type="button"
              className="button button--link button--sm"
              onClick={() => {
                restoreConfiguration(service.key, cleared);
                onClearedChange(null);
                startAgain.current?.focus();
              }}>
              Undo
            </button>
          </>
        )}
      </div>
    </>
  );
}
