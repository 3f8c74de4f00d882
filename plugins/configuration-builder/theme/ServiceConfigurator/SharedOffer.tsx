import React, {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  onOpen: () => void;
  onKeep: () => void;
}

/** A shared link's configuration that would replace the reader's own: the builder asks which to keep. */
export default function SharedOffer({onOpen, onKeep}: Props): ReactNode {
  const titleId = useId();
  return (
    <section className={styles.offer} aria-labelledby={titleId}>
      <p id={titleId} className={styles.offerTitle}>
        A shared configuration
      </p>
      <p>
        The link you opened carries a configuration of this service. Yours, saved in this browser, is different: the builder shows yours
        until you choose.
      </p>
      <div className={styles.toolbar}>
        <button type="button" className="button button--primary button--sm" onClick={onOpen}>
          Open the shared one
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={onKeep}>
          Keep mine
        </button>
      </div>
    </section>
  );
}
