import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageToMarkdown, twinSource, UnknownElementError} from '../htmlToMarkdown';
import {renderFullText, renderLlmsTxt, renderSectionIndexes, sectionOf, sidebarOrder} from '../llmsTxt';
import {agentPointerLine, withAgentPointer} from '../lib/agentPointer';
import {twinPathFor} from '../lib/markdownTwin';
import fc from 'fast-check';
import {MCP_RUN_HINT, mcpConnectionNote} from '../../../plugins/mcp/connect';
import {SEED} from '../../../tests/support/configurationArbitraries';

const PAGE_URL = 'https://docs.example.com/guides/vpc/core-concepts';

/** A doc page as the theme renders it, with its chrome around `content`. */
const docPage = (content: string, title = 'Core concepts') =>
  `<!doctype html><html><head><title>${title} | Gruntwork Docs</title></head><body><nav class="navbar">Menu</nav>` +
  `<div class=main-wrapper><aside class=theme-doc-sidebar-container>Sidebar</aside><main><article>` +
  `<nav class=theme-doc-breadcrumbs>Home</nav><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${content}</div>` +
  `<footer class=theme-doc-footer>Edit this page</footer></article><nav class=pagination-nav>Next</nav></main></div>` +
  '<footer class=footer>Footer</footer><dialog>Subscriber dialog</dialog></body></html>';

const convert = (content: string) => pageToMarkdown(docPage(content), PAGE_URL, 'Gruntwork Docs').markdown;

test('the title becomes the H1 and the chrome (navigation, sidebar, footer, dialog, edit link) is left out', () => {
  const {title, markdown} = pageToMarkdown(docPage('<p>Body text.</p>'), PAGE_URL, 'Gruntwork Docs');
  assert.equal(title, 'Core concepts');
  assert.equal(markdown, '# Core concepts\n\nBody text.\n');
});

test('only the title and <main> are parsed: the sidebar and footer around them are cut off first', () => {
  const source = twinSource(docPage('<p>Body text.</p>'));
  assert.match(source, /^<title>Core concepts \| Gruntwork Docs<\/title><main>/);
  assert.match(source, /<\/main>$/);
  assert.doesNotMatch(source, /Sidebar|Footer|Subscriber dialog|navbar/);
  // A page without <main> is parsed whole.
  const bare = '<html><head><title>Search</title></head><body><p>Type to search.</p></body></html>';
  assert.equal(twinSource(bare), bare);
});

test('headings lose their hash links; inline code, emphasis and links survive, with links made absolute', () => {
  const markdown = convert(
    '<h2 id=why>Why<a class=hash-link href=#why aria-label="Direct link">\u200b</a></h2>' +
      '<p>Use <code>vpc-app</code>, <strong>always</strong>. See <a href="../other/">other</a>, <a href="#why">why</a> and <a href="https://github.com/x">x</a>.</p>',
  );
  assert.match(markdown, /^## Why$/m);
  assert.ok(!markdown.includes('Direct link') && !markdown.includes('\u200b'));
  assert.match(markdown, /Use `vpc-app`, \*\*always\*\*\./);
  assert.match(markdown, /\[other\]\(https:\/\/docs\.example\.com\/guides\/other\/\)/);
  assert.match(markdown, /\[why\]\(https:\/\/docs\.example\.com\/guides\/vpc\/core-concepts#why\)/);
  assert.match(markdown, /\[x\]\(https:\/\/github\.com\/x\)/);
});

test('a Prism code block keeps its language and its lines, without the copy button', () => {
  const markdown = convert(
    '<div class="language-hcl codeBlockContainer_x theme-code-block"><div class=codeBlockContent><pre class="prism-code language-hcl"><code class=codeBlockLines>' +
      '<div class=token-line><span class="token keyword">module</span><span class=token-plain> "vpc" {</span><br></div>' +
      '<div class=token-line><span>  source = "x"</span><br></div><div class=token-line><span>}</span><br></div>' +
      '</code></pre><div class=buttonGroup><button aria-label="Copy code">Copy</button></div></div></div>',
  );
  assert.match(markdown, /```hcl\nmodule "vpc" \{\n {2}source = "x"\n\}\n```/);
  assert.ok(!markdown.includes('Copy'));
});

test('an admonition becomes a quote opening with its label; tabs become labelled sections', () => {
  const markdown = convert(
    '<div class="theme-admonition theme-admonition-caution alert"><div class=admonitionHeading_a><span class=admonitionIcon><svg></svg></span>caution</div>' +
      '<div class=admonitionContent_b><p>NAT gateways cost money.</p></div></div>' +
      '<div class="tabs-container tabList"><ul role=tablist class=tabs><li role=tab>Terraform<li role=tab>Terragrunt</ul>' +
      '<div><div role=tabpanel><p>Run terraform.</p></div><div role=tabpanel hidden><p>Run terragrunt.</p></div></div></div>',
  );
  assert.match(markdown, /> \*\*Caution\*\*\n>\n> NAT gateways cost money\./);
  assert.match(markdown, /\*\*Terraform\*\*\n\nRun terraform\.\n\n\*\*Terragrunt\*\*\n\nRun terragrunt\./);
});

test('tables become GFM tables; details, definition lists, badges and screen-reader text stay readable', () => {
  const markdown = convert(
    '<table><thead><tr><th>Repository<th>First release</thead><tbody><tr><td><code>terraform-aws-vpc</code><td><a href="https://github.com/r">v0.9.0</a></tbody></table>' +
      '<details><summary>Type</summary><p>A long type.</p></details>' +
      '<ul><li><a href=#input-a><code>a</code></a><span class="badge badge--secondary">required</span>' +
      '<dl><dt>Type<dd><code>string</code><dt>Default<dd><code>"x"</code></dl></ul>' +
      '<p><a href="https://github.com/p">repo<span class=visually-hidden>(subscribers only)</span></a></p>',
  );
  assert.match(
    markdown,
    /\| Repository \| First release \|\n\| - \| - \|\n\| `terraform-aws-vpc` \| \[v0\.9\.0\]\(https:\/\/github\.com\/r\) \|/,
  );
  assert.match(markdown, /\*\*Type\*\*\n\nA long type\./);
  assert.match(markdown, /- \[`a`\]\(https:\/\/docs\.example\.com\/guides\/vpc\/core-concepts#input-a\) \(required\)/);
  assert.match(markdown, /\*\*Type\*\*: `string`/);
  assert.match(markdown, /\*\*Default\*\*: `"x"`/);
  assert.match(markdown, /\[repo \(subscribers only\)\]\(https:\/\/github\.com\/p\)/);
});

test('images keep their alternative text and an absolute source', () => {
  assert.match(
    convert('<p><img src="/img/vpc.png" alt="VPC diagram"></p>'),
    /!\[VPC diagram\]\(https:\/\/docs\.example\.com\/img\/vpc\.png\)/,
  );
});

test('an element the converter does not know fails, naming it', () => {
  assert.throws(
    () => convert('<p>Watch:</p><iframe src="https://example.com/video"></iframe>'),
    (error: unknown) => {
      assert.ok(error instanceof UnknownElementError);
      assert.equal(error.element, 'iframe');
      return true;
    },
  );
});

test('a page without docs content uses <main>, and its <title> when it has no H1', () => {
  const html =
    '<html><head><title>Search the documentation | Gruntwork Docs</title></head><body><main><p>Type to search.</p><button>Go</button></main></body></html>';
  assert.equal(
    pageToMarkdown(html, 'https://docs.example.com/search', 'Gruntwork Docs').markdown,
    '# Search the documentation\n\nType to search.\n',
  );
});

test('twin paths: the page URL plus .md, the root as index.md, under any base URL', () => {
  assert.equal(twinPathFor('/guides/vpc/core-concepts', '/'), '/guides/vpc/core-concepts.md');
  assert.equal(twinPathFor('/guides/', '/'), '/guides.md');
  assert.equal(twinPathFor('/', '/'), '/index.md');
  assert.equal(twinPathFor('/docs/', '/docs/'), '/docs/index.md');
  assert.equal(twinPathFor('/docs', '/docs/'), '/docs/index.md');
  assert.equal(twinPathFor('/docs/intro/', '/docs/'), '/docs/intro.md');
});

test('sidebar order: docs, category links and nested items in order, each once', () => {
  const order = sidebarOrder({
    a: [
      {type: 'doc', id: 'intro/one'},
      {type: 'category', link: {type: 'doc', id: 'intro/two'}, items: [{type: 'doc', id: 'intro/three'}, {type: 'link'}]},
    ],
    b: [
      {type: 'ref', id: 'intro/one'},
      {type: 'doc', id: 'faq/x'},
    ],
  });
  assert.deepEqual(order, ['intro/one', 'intro/two', 'intro/three', 'faq/x']);
  assert.equal(sectionOf('guides/stay-up-to-date/terraform/terraform-13/index'), 'Upgrade guides');
  assert.equal(sectionOf('guides/build-it-yourself/vpc/index'), 'Guides');
  assert.equal(sectionOf('reference/services/security/bastion'), 'Service Catalog reference');
  assert.equal(sectionOf('tags'), null);
});

test('llms.txt: H1, blockquote summary, one H2 per non-empty section, then Optional', () => {
  const entry = (title: string, description = '') => ({
    title,
    twinUrl: `https://d/${title}.md`,
    pageUrl: `https://d/${title}`,
    description,
  });
  const text = renderLlmsTxt({
    siteTitle: 'Docs',
    summary: 'Infrastructure as code,\n  explained.',
    details: ['Also over\nMCP.'],
    sections: [
      {title: 'Introduction', entries: [entry('a', 'First page.')]},
      {title: 'FAQ', entries: []},
    ],
    optional: [entry('kb [1]')],
  });
  assert.equal(
    text,
    '# Docs\n\n> Infrastructure as code, explained.\n\nAlso over MCP.\n\n## Introduction\n\n- [a](https://d/a.md): First page.\n\n## Optional\n\n- [kb \\[1\\]](https://d/kb [1].md)\n',
  );
  const full = renderFullText('# Docs: all', [
    {entry: entry('a'), markdown: '# a\n\nBody.\n'},
    {entry: entry('b'), markdown: '# b\n\nMore.\n'},
  ]);
  assert.equal(full, '# Docs: all\n\n# a\n\nURL: https://d/a\n\nBody.\n\n---\n\n# b\n\nURL: https://d/b\n\nMore.\n');
});

test("a section's index is written in as many files as keep each under the limit, every page once and in order", () => {
  const entries = Array.from({length: 300}, (_, index) => ({
    title: `Article ${index}`,
    twinUrl: `https://d/kb/${index}.md`,
    pageUrl: `https://d/kb/${index}`,
    description: 'A question about moving Terraform state between modules, and its answer.',
  }));
  const files = renderSectionIndexes(
    {siteTitle: 'Docs', section: 'Knowledge base', slug: 'knowledge-base', summary: 'Questions.', entries},
    10_000,
  );
  assert.ok(files.length > 2);
  assert.deepEqual(
    files.map((file) => file.file),
    files.map((_, index) => `llms/knowledge-base${index === 0 ? '' : `-${index + 1}`}.txt`),
  );
  for (const file of files) assert.ok(file.text.length <= 10_000, `${file.file}: ${file.text.length}`);
  assert.ok(files[1].text.startsWith(`# Docs: Knowledge base, part 2 of ${files.length}\n\n> Questions.\n\n## Pages\n\n- [Article `));
  const listed = files.flatMap((file) => [...file.text.matchAll(/\(https:\/\/d\/kb\/(\d+)\.md\)/g)].map((match) => Number(match[1])));
  assert.deepEqual(
    listed,
    entries.map((_, index) => index),
  );
  assert.equal(
    files.reduce((total, file) => total + file.pages, 0),
    300,
  );
});

test('every twin opens with its title, then the pointer that sends agents to llms.txt and the MCP server', () => {
  const line = agentPointerLine({llmsUrl: 'https://d/llms.txt', pageUrl: 'https://d/a', mcp: {url: 'https://mcp.d/mcp'}});
  assert.equal(withAgentPointer('# A\n\nBody.\n', line), `# A\n\n${line}\n\nBody.\n`);
  assert.match(line, /\[llms\.txt\]\(https:\/\/d\/llms\.txt\).*answers at https:\/\/mcp\.d\/mcp.*https:\/\/d\/a$/);
  assert.doesNotMatch(agentPointerLine({llmsUrl: 'https://d/llms.txt', pageUrl: 'https://d/a', mcp: null}), /MCP/);
});

test('without an MCP address given at build time, the pointer and llms.txt say how to run the server, and name no address', () => {
  const line = agentPointerLine({llmsUrl: 'https://d/llms.txt', pageUrl: 'https://d/a', mcp: {run: MCP_RUN_HINT}});
  assert.match(line, /MCP server \(read-only tools\) is not served here: run `npm run mcp`/);
  assert.doesNotMatch(line, /\/mcp\b/);
  assert.doesNotMatch(mcpConnectionNote(null), /on this host|https?:\/\//);
  assert.match(mcpConnectionNote(null), /`npm run mcp`/);
  assert.match(mcpConnectionNote('https://docs.example.com/mcp'), /Streamable HTTP endpoint https:\/\/docs\.example\.com\/mcp/);
});

test('inline elements a layout container sets side by side stay apart in the twin; text runs as the page writes it', () => {
  assert.equal(
    convert('<div class=actions><a href="/intro">Start with the introduction</a><a href="/guides/">Browse the guides</a></div>'),
    '# Core concepts\n\n[Start with the introduction](https://docs.example.com/intro) [Browse the guides](https://docs.example.com/guides/)\n',
  );
  // In a paragraph the page itself shows them joined, and so does the twin.
  assert.equal(convert('<p><strong>a</strong><em>b</em></p>'), '# Core concepts\n\n**a**_b_\n');
});

test('what a feature marks with data-twin-prelude beside the content opens the twin', () => {
  const html = docPage('<p>Body text.</p>').replace(
    '<article>',
    '<article><div data-twin-prelude><span>Knowledge Base</span><a href="https://github.com/o/r/discussions/7">View the original discussion #7 on GitHub</a></div>',
  );
  assert.equal(
    pageToMarkdown(html, PAGE_URL, 'Gruntwork Docs').markdown,
    '# Core concepts\n\nKnowledge Base [View the original discussion #7 on GitHub](https://github.com/o/r/discussions/7)\n\nBody text.\n',
  );
});

test('generated rows of links, labels and code side by side: each keeps its text and is set apart from the next', () => {
  const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,11}$/);
  const item = fc.oneof(
    word.map((text) => ({html: `<a href="/${text}">${text}</a>`, text})),
    word.map((text) => ({html: `<span>${text}</span>`, text})),
    word.map((text) => ({html: `<strong>${text}</strong>`, text})),
    word.map((text) => ({html: `<code>${text}</code>`, text})),
  );
  fc.assert(
    fc.property(fc.constantFrom('div', 'section', 'li'), fc.array(item, {minLength: 2, maxLength: 6}), (container, items) => {
      const html =
        container === 'li'
          ? `<ul><li>${items.map((i) => i.html).join('')}</li></ul>`
          : `<${container}>${items.map((i) => i.html).join('')}</${container}>`;
      const body = convert(html).split('\n').slice(2).join('\n');
      // Reading the Markdown's text back: each item's text is a word of its own, in order.
      const words = body
        .replace(/\]\([^)]*\)/g, '')
        .replace(/[[\]*`_-]/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
      assert.deepEqual(
        words,
        items.map((i) => i.text),
      );
    }),
    {seed: SEED, numRuns: 300},
  );
});
