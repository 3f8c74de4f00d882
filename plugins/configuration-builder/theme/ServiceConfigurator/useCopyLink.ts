import {useState} from 'react';
import type {ConfigurationState} from '@site/plugins/configuration-builder/lib/configurationState';
import type {ConfigurableService} from '@site/plugins/configuration-builder/lib/service';
import {
  configurationLink,
  encodeConfiguration,
  MAX_LINK_LENGTH,
  shareableState,
} from '@site/plugins/configuration-builder/lib/configurationLink';

type CopyStatus =
  '' | 'Link copied.' | 'The browser did not allow copying: the link is in the address bar.' | `${string}too long for a link${string}`;

/**
 * Copies a link to the configuration (with the reader's own values where fields show them), and
 * says what happened: copied, too long for a link, or left in the address bar where the browser
 * did not allow copying.
 */
export function useCopyLink(
  service: ConfigurableService,
  state: ConfigurationState,
  ownValues: Readonly<Record<string, string>>,
): [CopyStatus, () => Promise<void>] {
  const [status, setStatus] = useState<CopyStatus>('');
  const copyLink = async () => {
    const link = configurationLink(window.location.href, await encodeConfiguration(shareableState(service, state, ownValues)));
    if (link.length > MAX_LINK_LENGTH) {
      setStatus(
        `This configuration is too long for a link (${link.length.toLocaleString('en')} characters; links stay under ${MAX_LINK_LENGTH.toLocaleString('en')}). Copy the code instead.`,
      );
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      setStatus('Link copied.');
    } catch {
      window.history.replaceState(window.history.state, '', link);
      setStatus('The browser did not allow copying: the link is in the address bar.');
    }
  };
  return [status, copyLink];
}
