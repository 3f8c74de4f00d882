import {test} from 'node:test';
import assert from 'node:assert/strict';
import {themes} from 'prism-react-renderer';
import {highlightCodeBlock, registerLanguages, tokenLines} from '../highlight';
import {tokenStylesheet} from '../tokenStylesheet';
import {DEFAULT_MAGIC_COMMENTS} from '../../../internals/classicTheme';
import {decodeTokenLines, encodeTokenLines, splitTokens} from '../lib/codeTokens';
import {darkCodeTheme, lightCodeTheme} from '../lib/codeThemes';
import {codeHighlighting} from '..';

registerLanguages(['hcl', 'bash', 'docker']);
const options = (language: string, metastring?: string) => ({
  className: `language-${language}`,
  metastring,
  magicComments: DEFAULT_MAGIC_COMMENTS,
});
const text = (lines: ReturnType<typeof decodeTokenLines>) => lines.map((line) => line.map((token) => token.content).join('')).join('\n');

test('HCL is tokenized with the types the theme colours: keywords, strings, properties, punctuation', () => {
  const [first, second] = tokenLines('resource "aws_vpc" "main" {\n  cidr_block = "10.0.0.0/16"\n}', 'hcl');
  assert.deepEqual(first[0], {types: ['keyword'], content: 'resource '});
  assert.ok(second.some((token) => token.types.includes('property') && token.content === 'cidr_block'));
  assert.ok(second.some((token) => token.types.includes('string') && token.content === '"10.0.0.0/16"'));
});

test('a language Prism does not know stays one plain token per line, as the theme shows it', () => {
  assert.deepEqual(tokenLines('just text\nmore', 'text'), [
    [{types: ['plain'], content: 'just text'}],
    [{types: ['plain'], content: 'more'}],
  ]);
});

test('magic comments are removed before highlighting, so the lines match what the theme shows', () => {
  const code = 'a = 1\n# highlight-next-line\nb = 2\n';
  const lines = decodeTokenLines(highlightCodeBlock(code, options('hcl')).tokens);
  assert.equal(text(lines), 'a = 1\nb = 2');
});

test('the token lines survive encoding, and filling reader values changes only the text', () => {
  const lines = tokenLines('aws s3 ls --region @@region@@', 'bash');
  assert.deepEqual(decodeTokenLines(encodeTokenLines(lines)), lines);
  const filled = splitTokens(lines, (token) => [{...token, content: token.content.replace('@@region@@', 'eu-west-1')}]);
  assert.equal(text(filled), 'aws s3 ls --region eu-west-1');
  assert.deepEqual(
    filled.map((line) => line.map((token) => token.types)),
    lines.map((line) => line.map((token) => token.types)),
  );
});

test('a reader-value marker stays inside one token even where the language would split it, so the browser can fill it', () => {
  // Go and YAML would split `@@prod-account-id@@` at the `@` signs and the hyphens.
  for (const [language, code] of [
    ['go', 'x := @@prod-account-id@@ + 1'],
    ['yaml', 'role: arn:aws:iam::@@prod-account-id@@:role/x\nname: @@org-name@@-dev'],
  ]) {
    const lines = decodeTokenLines(highlightCodeBlock(code, options(language)).tokens);
    assert.equal(text(lines), code);
    const contents = lines.flat().map((token) => token.content);
    for (const marker of code.match(/@@[a-z-]+@@/g)!)
      assert.ok(
        contents.some((content) => content.includes(marker)),
        `${language}: ${marker} is split`,
      );
  }
  assert.ok(
    tokenLines('x := @@prod-account-id@@', 'go')
      .flat()
      .every((token) => !token.content.includes('@@prod-account-id@@')),
    'Go splits a bare marker, so the test above can fail',
  );
});

test('the stylesheet colours tokens per colour mode, from each theme, later entries last', () => {
  const css = tokenStylesheet(lightCodeTheme, darkCodeTheme);
  const light = lightCodeTheme.styles.find((style) => style.types.includes('comment'))!.style.color!;
  const dark = darkCodeTheme.styles.find((style) => style.types.includes('comment'))!.style.color!;
  assert.match(
    css,
    new RegExp(`html\\[data-theme='light'\\] \\.prism-code \\.token\\.comment[^{]*\\{[^}]*color:${light.replace('#', '#')}`),
  );
  assert.match(css, new RegExp(`html\\[data-theme='dark'\\] \\.prism-code \\.token\\.comment[^{]*\\{[^}]*color:${dark}`));
  // A theme entry limited to some languages applies to those only.
  const scoped = tokenStylesheet(
    {...themes.github, styles: [{types: ['keyword'], languages: ['hcl'], style: {color: '#123456'}}]},
    themes.dracula,
  );
  assert.match(scoped, /\.prism-code\.language-hcl \.token\.keyword\{color:#123456\}/);
});

test("the theme config the browser downloads has each theme's plain colours and no token rule: the stylesheet has them", () => {
  const {prism} = codeHighlighting({theme: lightCodeTheme, darkTheme: darkCodeTheme, additionalLanguages: ['hcl']});
  assert.deepEqual(prism.theme, {plain: lightCodeTheme.plain, styles: []});
  assert.deepEqual(prism.darkTheme, {plain: darkCodeTheme.plain, styles: []});
  assert.ok(lightCodeTheme.styles.length > 0 && darkCodeTheme.styles.length > 0);
  // Every colour a token rule of either theme sets is in the stylesheet.
  const css = tokenStylesheet(lightCodeTheme, darkCodeTheme);
  for (const entry of [...lightCodeTheme.styles, ...darkCodeTheme.styles]) {
    if (entry.style.color) assert.ok(css.includes(`color:${entry.style.color}`), `${entry.types.join(' ')}: ${entry.style.color}`);
  }
});
