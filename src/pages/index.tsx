import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import HomeHero from '@site/src/components/HomeHero';
import CardGrid from '@site/src/components/CardGrid';
import LinkCard from '@site/src/components/LinkCard';
import {KNOWLEDGE_BASE_DISCUSSIONS_URL} from '@site/shared/lib/siteConstants';
import {STAY_UP_TO_DATE_PATH} from '@site/shared/lib/upgradeGuides';

const entryPoints = [
  {
    title: 'Introduction',
    to: '/intro/overview/intro-to-gruntwork',
    linkLabel: 'Read the introduction',
    description:
      'What the library, the service catalog and the Reference Architecture are, how they fit together, and how to make your first deployment.',
  },
  {
    title: 'Guides',
    to: '/guides/',
    linkLabel: 'Browse the guides',
    description:
      'Step-by-step guides to a landing zone, a VPC, an EKS cluster, an infrastructure pipeline and CIS compliance, plus style guides and working practices.',
  },
  {
    title: 'Service catalog reference',
    to: '/reference/services/intro/overview',
    linkLabel: 'Open the reference',
    description:
      'Every deployable service: what it creates in AWS, a ready-to-adapt Terraform or Terragrunt example, and its key inputs and outputs.',
  },
  {
    title: 'Knowledge base',
    to: '/discussions/knowledge-base/3',
    linkLabel: 'Search the answers',
    description: 'Hundreds of real questions from engineers running the library in production, each with an accepted answer.',
  },
  {
    title: 'Release notes',
    to: STAY_UP_TO_DATE_PATH,
    linkLabel: 'See what changed',
    description:
      'Monthly release notes for every repository since 2016, and upgrade guides for new Terraform, AWS provider and CIS benchmark versions.',
  },
  {
    title: 'Open-source tools',
    to: '/tools',
    linkLabel: 'Explore the tools',
    description: 'Terragrunt, Terratest, cloud-nuke, git-xargs and the other tools we maintain in the open, and when to reach for each.',
  },
];

export default function Home(): ReactNode {
  return (
    <Layout
      title="Documentation"
      description="Guides, reference and answers for deploying and managing your entire AWS infrastructure as code with Gruntwork, Terraform and Terragrunt.">
      <main>
        <HomeHero />
        <div className="container margin-vert--lg">
          <Heading as="h2">Where to start</Heading>
          <CardGrid>
            {entryPoints.map((entry) => (
              <LinkCard key={entry.title} {...entry} />
            ))}
          </CardGrid>
          <Heading as="h2">Need a hand?</Heading>
          <p>
            Ask the community in the <Link to={KNOWLEDGE_BASE_DISCUSSIONS_URL}>Knowledge Base discussions</Link>, or see{' '}
            <Link to="/support">how to reach Gruntwork support</Link> if your team subscribes.
          </p>
        </div>
      </main>
    </Layout>
  );
}
