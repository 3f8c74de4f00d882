import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';

interface Props {
  title: string;
  /** The meta description for search engines. */
  description: string;
  /** The sentence under the title. */
  lead: ReactNode;
  children: ReactNode;
}

/** A page outside the docs (tools, courses): layout, title band and content. */
export default function StandalonePage({title, description, lead, children}: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main>
        <PageHeader title={title} lead={lead} />
        <div className="container margin-vert--lg">{children}</div>
      </main>
    </Layout>
  );
}
