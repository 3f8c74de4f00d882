import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import StandalonePage from '@site/src/components/StandalonePage';
import CardGrid from '@site/src/components/CardGrid';
import LinkCard from '@site/src/components/LinkCard';
import {openSourceTools, type OpenSourceTool} from '@site/src/data/tools';

const categories: OpenSourceTool['category'][] = ['Infrastructure as code', 'Testing', 'Operations', 'Scripting and delivery'];

function ToolCategory({category}: {category: OpenSourceTool['category']}): ReactNode {
  const headingId = category.toLowerCase().replace(/\s+/g, '-');
  return (
    <section aria-labelledby={headingId}>
      <Heading as="h2" id={headingId}>
        {category}
      </Heading>
      <CardGrid>
        {openSourceTools
          .filter((tool) => tool.category === category)
          .map((tool) => (
            <LinkCard
              key={tool.name}
              title={tool.name}
              to={tool.repository}
              linkLabel="View on GitHub"
              description={
                <>
                  <p>{tool.summary}</p>
                  <p>
                    <strong>Use it when:</strong> {tool.useWhen}
                  </p>
                </>
              }
            />
          ))}
      </CardGrid>
    </section>
  );
}

export default function ToolsPage(): ReactNode {
  return (
    <StandalonePage
      title="Open-source tools"
      description="Terragrunt, Terratest, cloud-nuke, git-xargs, kubergrunt and the other open-source tools Gruntwork maintains: what each does and when to use it."
      lead="We maintain these tools in the open under the gruntwork-io organisation on GitHub. They are free to use with or without a subscription, and the library's modules rely on several of them.">
      {categories.map((category) => (
        <ToolCategory key={category} category={category} />
      ))}
    </StandalonePage>
  );
}
