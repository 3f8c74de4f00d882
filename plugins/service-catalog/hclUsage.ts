/**
 * Checks HCL examples that call a service-catalog module against its interface: a Terraform
 * `module` block whose source is `terraform-aws-service-catalog.git//modules/...`, and a
 * Terragrunt configuration whose `terraform { source }` is one, with its `inputs`. Also checks
 * `dependency.<name>.outputs.<output>` where the dependency's directory is named after a module.
 */
import {type ServiceCatalog, type CatalogService} from './catalogData';
import {closestName} from '../../shared/didYouMean';
import {escapeRegExp, isRecord, lineOf} from '../../shared/sourceProblems';

/** Arguments every module block accepts besides the module's inputs. */
const MODULE_META_ARGUMENTS = new Set(['source', 'version', 'count', 'for_each', 'providers', 'depends_on']);
const SOURCE_PATTERN = /terraform-aws-service-catalog(?:\.git)?\/\/(modules\/[^?"/]+\/[^?"/]+|modules\/[^?"/]+)/;

export interface UsageProblem {
  /** 1-based line inside the code block. */
  line: number;
  message: string;
}

type HclJson = Record<string, unknown>;
export function servicesByModule(catalog: ServiceCatalog): Map<string, CatalogService> {
  return new Map([...catalog.services.values()].map((service) => [service.module, service]));
}

function moduleOf(source: unknown, byModule: Map<string, CatalogService>): CatalogService | null {
  if (typeof source !== 'string') return null;
  const match = SOURCE_PATTERN.exec(source);
  return match ? (byModule.get(match[1]) ?? null) : null;
}

function unknownArgument(service: CatalogService, name: string): string {
  const suggestion = closestName(
    name,
    service.inputs.map((input) => input.name),
  );
  return `\`${name}\` is not an input of ${service.module} (service-catalog ${'`'}${service.key}${'`'}).${suggestion ? ` Did you mean \`${suggestion}\`?` : ' Remove it or use one of the inputs listed on its reference page.'}`;
}

function missingRequired(service: CatalogService, given: Set<string>): string[] {
  return service.inputs.filter((input) => input.required && !given.has(input.name)).map((input) => input.name);
}

/**
 * Problems in one parsed HCL code block. `requireAllFor` names the service whose required inputs
 * must all be set (a service page's own Usage example); other calls are checked for unknown names.
 */
export function checkServiceCatalogUsage(
  code: string,
  parsed: HclJson,
  catalog: ServiceCatalog,
  requireAllFor: string | null = null,
): UsageProblem[] {
  const problems: UsageProblem[] = [];
  const lines = code.split('\n');
  const byModule = servicesByModule(catalog);

  // Terraform: module "name" { source = ".../terraform-aws-service-catalog.git//modules/..." ... }
  if (isRecord(parsed.module)) {
    for (const [label, bodies] of Object.entries(parsed.module)) {
      for (const body of Array.isArray(bodies) ? bodies : [bodies]) {
        if (!isRecord(body)) continue;
        const service = moduleOf(body.source, byModule);
        if (!service) continue;
        const start = lineOf(code, new RegExp(`^\\s*module\\s+"${escapeRegExp(label)}"`));
        const inputs = new Set(service.inputs.map((input) => input.name));
        for (const name of Object.keys(body)) {
          if (MODULE_META_ARGUMENTS.has(name) || inputs.has(name)) continue;
          problems.push({
            line: lineOf(code, new RegExp(`^\\s*${escapeRegExp(name)}\\s*=`), start),
            message: unknownArgument(service, name),
          });
        }
        if (requireAllFor === service.key) {
          const missing = missingRequired(service, new Set(Object.keys(body)));
          if (missing.length) {
            problems.push({
              line: start,
              message: `module "${label}" omits required inputs of ${service.module}: ${missing.map((n) => `\`${n}\``).join(', ')}. Set them in the example.`,
            });
          }
        }
      }
    }
  }

  // Terragrunt: terraform { source = ".../terraform-aws-service-catalog.git//modules/..." } with inputs = { ... }
  // The source may be built from a local (`"${local.source_base_url}?ref=..."`): then the one
  // service-catalog module the block names anywhere is the one it deploys.
  const terraformBlocks = Array.isArray(parsed.terraform) ? parsed.terraform : [];
  const named = new Set([...code.matchAll(new RegExp(SOURCE_PATTERN, 'g'))].map((match) => match[1]));
  const service =
    terraformBlocks.map((block) => (isRecord(block) ? moduleOf(block.source, byModule) : null)).find(Boolean) ??
    (terraformBlocks.length > 0 && named.size === 1 ? (byModule.get([...named][0]) ?? null) : null);
  if (service && isRecord(parsed.inputs)) {
    const start = lineOf(code, /^\s*inputs\s*=/);
    const inputs = new Set(service.inputs.map((input) => input.name));
    for (const name of Object.keys(parsed.inputs)) {
      if (inputs.has(name)) continue;
      problems.push({line: lineOf(code, new RegExp(`^\\s*${escapeRegExp(name)}\\s*=`), start), message: unknownArgument(service, name)});
    }
    if (requireAllFor === service.key && !isRecord(parsed.include) && !Array.isArray(parsed.include)) {
      const missing = missingRequired(service, new Set(Object.keys(parsed.inputs)));
      if (missing.length) {
        problems.push({
          line: start,
          message: `inputs omit required inputs of ${service.module}: ${missing.map((n) => `\`${n}\``).join(', ')}. Set them in the example.`,
        });
      }
    }
  }

  // dependency "vpc" { config_path = "../vpc" } ... dependency.vpc.outputs.vpc_id
  const dependencies = new Map<string, CatalogService>();
  const byDirectory = new Map([...catalog.services.values()].map((s) => [s.module.split('/').pop()!, s]));
  if (isRecord(parsed.dependency)) {
    for (const [name, bodies] of Object.entries(parsed.dependency)) {
      const body = (Array.isArray(bodies) ? bodies[0] : bodies) as unknown;
      const configPath = isRecord(body) && typeof body.config_path === 'string' ? body.config_path : '';
      const target = byDirectory.get(configPath.replace(/\/+$/, '').split('/').pop() ?? '');
      if (target) dependencies.set(name, target);
    }
  }
  lines.forEach((text, index) => {
    for (const match of text.matchAll(/dependency\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_]+)/g)) {
      const target = dependencies.get(match[1]);
      if (!target || target.outputs.some((output) => output.name === match[2])) continue;
      const suggestion = closestName(
        match[2],
        target.outputs.map((output) => output.name),
      );
      problems.push({
        line: index + 1,
        message: `\`${match[2]}\` is not an output of ${target.module} (dependency "${match[1]}").${suggestion ? ` Did you mean \`${suggestion}\`?` : ''}`,
      });
    }
  });
  return problems;
}
