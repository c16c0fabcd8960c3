import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import contentTitle from '@docusaurus/mdx-loader/lib/remark/contentTitle';
import remarkTitleMeta, {ARTICLE_META_SLOT, addTitleMetaSlot} from './plugin/remarkTitleMeta';
import {titledMemberPage} from '../viewer-reference/plugin/generate';
import {REFERENCE_EDIT_URL} from '../viewer-reference/plugin/routes';

/** The page as Docusaurus's MDX loader compiles it: its contentTitle plugin, then ours. */
async function compiled(source: string): Promise<string> {
  const file = await compile(source, {remarkPlugins: [contentTitle, remarkTitleMeta]});
  return String(file);
}

/** The JSX of the page's `<header>`, from the compiled module: up to the element after it. */
function headerJsx(code: string): string | undefined {
  return /_jsxs?\(_components\.header, \{[\s\S]*?\}\)\]\s*\}\)/.exec(code)?.[0];
}

describe('meta line under a Markdown h1 (src/features/article/plugin/remarkTitleMeta.ts)', () => {
  it('puts the meta line slot in the header of the page title, after the h1', async () => {
    const code = await compiled('# Type Alias: Vector3\n\nA point in model space.\n\n## Members\n');
    const header = headerJsx(code);
    expect(header).toBeDefined();
    expect(header).toContain('_components.h1');
    expect(header).toContain(ARTICLE_META_SLOT);
    expect(header!.indexOf(ARTICLE_META_SLOT)).toBeGreaterThan(header!.indexOf('_components.h1'));
  });

  it('finds the title after imports, and only the first h1', async () => {
    const code = await compiled("import X from './x';\n\n# Title\n\ntext\n\n# Second\n");
    const header = headerJsx(code) ?? '';
    expect(header).toContain(ARTICLE_META_SLOT);
    expect(code.split('_components.header,').length - 1).toBe(1);
  });

  it('leaves a page without its own h1 alone (DocItem/Content renders title and meta line)', async () => {
    for (const source of ['Intro text.\n\n## Section\n', '## Section\n\n# Late h1\n', '---\n\n# After a rule\n']) {
      expect(await compiled(source), source).not.toContain(ARTICLE_META_SLOT);
    }
  });

  it('adds the slot once and needs a content title', () => {
    const header = {type: 'mdxJsxFlowElement', name: 'header', attributes: [], children: [{type: 'heading', depth: 1}]};
    const root = {type: 'root', children: [header]};
    expect(addTitleMetaSlot(root, undefined)).toBe(false);
    expect(header.children).toHaveLength(1);
    expect(addTitleMetaSlot(root, 'Title')).toBe(true);
    expect(addTitleMetaSlot(root, 'Title')).toBe(true);
    expect(header.children.map((c) => (c as {name?: string}).name ?? c.type)).toEqual(['heading', ARTICLE_META_SLOT]);
  });
});

describe('generated viewer reference pages carry their title in frontmatter', () => {
  it('moves the leading h1 into title and sidebar_label, the symbol name alone, with its kind in a line under it', () => {
    const page = titledMemberPage(
      '# Type Alias: EventListener\\<TEvents, K\\>\n\n> **EventListener** = …\n\n## Type Parameters\n',
      '@tessera/viewer',
    );
    expect(page).toBe(
      `---\ntitle: "EventListener"\nsidebar_label: "EventListener"\ncustom_edit_url: ${JSON.stringify(REFERENCE_EDIT_URL)}\nreadingTime: false\n---\n\nType alias of \`@tessera/viewer\`.\n\n> **EventListener** = …\n\n## Type Parameters\n`,
    );
    const abstract = titledMemberPage('# Abstract Class: ViewerExtension\n\ntext\n', '@tessera/viewer');
    expect(abstract).toContain('title: "ViewerExtension"\nsidebar_label: "ViewerExtension"');
    expect(abstract).toContain('\nAbstract class of `@tessera/viewer`.\n\ntext\n');
    expect(titledMemberPage('# UI\n\ntext\n', '@tessera/viewer')).toContain('title: "UI"');
  });

  it('leaves pages with frontmatter or without a leading h1 to the caller', () => {
    expect(titledMemberPage('---\ntitle: x\n---\n# y\n', '@tessera/viewer')).toBeNull();
    expect(titledMemberPage('Text first.\n\n# Late\n', '@tessera/viewer')).toBeNull();
  });
});
