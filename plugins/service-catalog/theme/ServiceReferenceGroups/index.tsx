import React, {useEffect, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {referenceAnchor, type ReferenceKind} from '@site/plugins/service-catalog/lib/serviceReference';

interface Group {
  /** The group page's path from the site's root. */
  href: string;
  title: string;
  inputs: string[];
  outputs: string[];
}

const count = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** The names of one kind of a group's entries, each keeping its anchor on the service page. */
function Names({kind, names}: {kind: ReferenceKind; names: string[]}): ReactNode {
  const brokenLinks = useBrokenLinks();
  return names.map((name, index) => {
    const anchor = referenceAnchor(kind, name);
    brokenLinks.collectAnchor(anchor);
    return (
      <React.Fragment key={name}>
        {index > 0 && ', '}
        <code id={anchor}>{name}</code>
      </React.Fragment>
    );
  });
}

/**
 * On a service page whose reference is split, the list of its group pages, each with the names of
 * the entries it holds. Each name keeps the anchor its entry had on this page, so links to
 * `#input-<name>` from before the split still land here, and are sent on to the entry on its page.
 */
export default function ServiceReferenceGroups({groups}: {groups: Group[]}): ReactNode {
  const base = useBaseUrl('/');
  useEffect(() => {
    const follow = () => {
      const anchor = decodeURIComponent(window.location.hash.slice(1));
      const group = groups.find(
        ({inputs, outputs}) =>
          inputs.some((name) => referenceAnchor('inputs', name) === anchor) ||
          outputs.some((name) => referenceAnchor('outputs', name) === anchor),
      );
      if (group) window.location.replace(`${base.replace(/\/$/, '')}${group.href}#${anchor}`);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [groups, base]);
  // Search finds each entry on its group page: the names here are left out of the index.
  return (
    <ul data-pagefind-ignore>
      {groups.map((group) => (
        <li key={group.href}>
          <Link to={group.href}>{group.title}</Link>
          {`: ${[group.inputs.length > 0 && count(group.inputs.length, 'input'), group.outputs.length > 0 && count(group.outputs.length, 'output')].filter(Boolean).join(' and ')}. `}
          {group.inputs.length > 0 && (
            <>
              Inputs: <Names kind="inputs" names={group.inputs} />.{' '}
            </>
          )}
          {group.outputs.length > 0 && (
            <>
              Outputs: <Names kind="outputs" names={group.outputs} />.
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
