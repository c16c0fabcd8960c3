/**
 * The index page of a tag's folder: the tag's description and a table of its
 * operations (a parent tag's lists its nested tags' operations too).
 */
import type {Operation, Tag} from './model';
import type {GeneratedPage, Layout, PageOptions} from './layout';
import {summarySentence} from './operationPage';
import {cell, frontMatter, linkTo, mdxText, pathCode, plain} from './markdown';

/** Method, path, the operation's name linking its page, and its summary. */
function operationTable(from: string, list: readonly Operation[]): string {
  return [
    '| Method | Path | Operation | What it does |',
    '|---|---|---|---|',
    ...list.map(
      (op) =>
        `| ${op.method.toUpperCase()} | ${pathCode(op.path)} | [${cell(op.name)}](${linkTo(from, op.page)})${op.deprecated ? ' (deprecated)' : ''} | ${cell(summarySentence(op.summary))} |`,
    ),
  ].join('\n');
}

export function children(tag: Tag, layout: Layout): Tag[] {
  return layout.tags.filter((t) => t.parent === tag.name);
}

/** Operations listed on a tag's index: those it tags, and on a parent's index those of its nested tags too. */
export function tagOperations(tag: Tag, layout: Layout): Operation[] {
  const names = new Set([tag.name, ...children(tag, layout).map((t) => t.name)]);
  return layout.operations.filter((op) => op.tags.some((t) => names.has(t)));
}

/** A tag's folder index: its description and a table of its operations (a parent's: of its nested tags' too). */
export function tagPage(tag: Tag, layout: Layout, position: number, options: PageOptions, extra = ''): GeneratedPage {
  const file = tag.file;
  const list = tagOperations(tag, layout);
  const nested = children(tag, layout);
  const parent = tag.parent ? layout.tags.find((t) => t.name === tag.parent) : undefined;
  const body = [
    mdxText(tag.description),
    '',
    ...(parent
      ? [
          `One of the resources of [${parent.name}](${linkTo(file, parent.file)}), which lists all ${tagOperations(parent, layout).length} of its operations.`,
          '',
        ]
      : []),
    ...(nested.length > 0
      ? [
          `Its resources have folders of their own: ${nested.map((c) => `[${c.name}](${linkTo(file, c.file)})`).join(', ')}. Every operation of ${tag.name}:`,
          '',
        ]
      : []),
    operationTable(file, list),
    '',
    extra,
  ].join('\n');
  const description = `${tag.name} in the Tessera API reference: ${plain(tag.description)} Operations: ${list.map((op) => `${op.method.toUpperCase()} ${op.path}`).join(', ')}.`;
  return {
    file,
    content: `${frontMatter({title: tag.name, sidebar_position: position, description, custom_edit_url: options.editUrl})}\n${body}`,
  };
}
