import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The home page's opening band: what the site is for and the two main ways in. */
export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <section className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {siteConfig.tagline}
        </Heading>
        <p className={styles.lead}>
          Guides, references and answers for building production-grade AWS infrastructure with Terraform, Terragrunt and the Gruntwork
          library of tested, versioned modules.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/intro/overview/intro-to-gruntwork">
            Start with the introduction
          </Link>{' '}
          <Link className="button button--secondary button--lg" to="/guides/">
            Browse the guides
          </Link>
        </div>
      </div>
    </section>
  );
}
