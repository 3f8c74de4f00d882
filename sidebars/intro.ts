import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {MAIN_DOC_ID} from '../shared/lib/siteConstants';

/**
 * The Intro area. `/intro` and three overview pages (production framework,
 * comparison, use cases) are deliberately outside it: they show no sidebar.
 */
export const introSidebars: SidebarsConfig = {
  introSidebar: [
    {
      type: 'category',
      label: 'Overview',
      collapsed: false,
      items: [
        MAIN_DOC_ID,
        'intro/overview/getting-started',
        'intro/overview/how-it-works',
        'intro/overview/reference-architecture-prerequisites-guide',
      ],
    },
    {
      type: 'category',
      label: 'Core concepts',
      items: [
        'intro/core-concepts/infrastructure-as-code',
        'intro/core-concepts/immutable-infrastructure',
        'intro/core-concepts/production-framework',
      ],
    },
    {
      type: 'category',
      label: 'Tool fundamentals',
      items: [
        'intro/tool-fundamentals/terraform',
        'intro/tool-fundamentals/terragrunt',
        'intro/tool-fundamentals/docker',
        'intro/tool-fundamentals/packer',
      ],
    },
    {
      type: 'category',
      label: 'Environment setup',
      items: ['intro/environment-setup/recommended_tools'],
    },
    {
      type: 'category',
      label: 'Developer portal',
      items: ['intro/dev-portal/create-account', 'intro/dev-portal/invite-team', 'intro/dev-portal/link-github-id'],
    },
    {
      type: 'category',
      label: 'First deployment',
      items: ['intro/first-deployment/using-terraform-modules', 'intro/first-deployment/testing', 'intro/first-deployment/deploy'],
    },
    'intro/next-steps',
  ],
};
