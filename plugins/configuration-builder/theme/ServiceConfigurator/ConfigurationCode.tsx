import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

/** The configuration as code, one tab per tool: a Terraform module block and a `terragrunt.hcl`. */
export default function ConfigurationCode({terraform, terragrunt}: {terraform: string; terragrunt: string}): ReactNode {
  return (
    <Tabs groupId="iac-tool">
      <TabItem value="terraform" label="Terraform">
        <CodeBlock language="hcl" title="main.tf">
          {terraform}
        </CodeBlock>
      </TabItem>
      <TabItem value="terragrunt" label="Terragrunt">
        <CodeBlock language="hcl" title="terragrunt.hcl">
          {terragrunt}
        </CodeBlock>
      </TabItem>
    </Tabs>
  );
}
