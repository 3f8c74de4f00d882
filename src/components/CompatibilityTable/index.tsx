import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import compatibility from '@site/data/terraform-0.12-compatibility.json';
import styles from './styles.module.css';

interface CompatibilityRow {
  package: string;
  url: string;
  terraform_0_11: string;
  terraform_0_12: string;
}

const rows = compatibility as CompatibilityRow[];

/** Which releases of each library package work with Terraform 0.11 and 0.12 (from data/). */
export default function CompatibilityTable(): ReactNode {
  return (
    <div className={styles.wrapper}>
      <table>
        <caption className={styles.caption}>
          Library packages and the releases that support each Terraform version
        </caption>
        <thead>
          <tr>
            <th scope="col">Package</th>
            <th scope="col">Works with Terraform 0.11</th>
            <th scope="col">Works with Terraform 0.12</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.package}>
              <th scope="row">
                <Link to={row.url}>{row.package}</Link>
              </th>
              <td>
                <code>{row.terraform_0_11 === 'ALL' ? 'all releases' : row.terraform_0_11}</code>
              </td>
              <td>
                <code>{row.terraform_0_12}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
