import React, {type ReactNode} from 'react';
import {usePluralForm} from '@docusaurus/theme-common';
import styles from './styles.module.css';

interface Props {
  /** Inputs in the configuration. */
  inputs: number;
  /** Required inputs without a value. */
  missing: number;
  /** Lists with blank items. */
  blank: number;
  /** Values that do not fit their types. */
  unfit: number;
}

/** The builder's status line: how many inputs the configuration holds, and what still needs the reader. */
export default function ConfigurationSummary({inputs, missing, blank, unfit}: Props): ReactNode {
  const {selectMessage} = usePluralForm();
  return (
    <p role="status" className={styles.summary}>
      {selectMessage(inputs, `1 input|${inputs} inputs`)} in the configuration
      {missing > 0 ? `; ${selectMessage(missing, `1 required input needs|${missing} required inputs need`)} a value` : ''}
      {blank > 0 ? `; ${selectMessage(blank, `1 list has a blank item|${blank} lists have blank items`)}` : ''}
      {unfit > 0 ? `; ${selectMessage(unfit, `1 value does not fit its type|${unfit} values do not fit their types`)}` : ''}.
    </p>
  );
}
