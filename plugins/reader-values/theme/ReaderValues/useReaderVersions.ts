/**
 * The reader's stored tool versions, for components that compare them (the configuration builder): none on the
 * server and while hydrating, then what the reader stored, following the dialog and other tabs.
 */
import {useEffect, useState} from 'react';
import type {ReaderVersions} from '@site/plugins/library-versions/api';
import {READER_VALUES_STORAGE_KEY} from '../../lib/constants';
import {parseStoredReaderVersions} from '../../lib/readerVersions';
import {useReaderValues} from './readerValuesStore';

export function useReaderVersions(): ReaderVersions {
  // A new snapshot whenever the stored entry changes, versions included.
  const values = useReaderValues();
  const [versions, setVersions] = useState<ReaderVersions>({});
  useEffect(() => {
    try {
      setVersions(parseStoredReaderVersions(window.localStorage.getItem(READER_VALUES_STORAGE_KEY)));
    } catch {
      setVersions({});
    }
  }, [values]);
  return versions;
}
