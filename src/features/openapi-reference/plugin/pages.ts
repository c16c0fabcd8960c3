/**
 * The Markdown pages of the REST and OData reference: the overview, a page per
 * operation in a folder per tag (its index lists the tag's operations; a tag
 * split into nested tags holds their folders, and its index lists all their
 * operations), the shared error responses, a page per schema with an index,
 * and the OData entity sets on the index pages of their operations' tags.
 * Plain Markdown (tables, headings, code blocks), so a page is complete
 * without JavaScript and costs no more to load than an article.
 * Pure functions of the parsed description.
 */
import {operations as listOperations, rootTag, slugify, tags as listTags, type Operation} from './model';
import {errorsPage} from './errorsPage';
import {schemaFile, type GeneratedPage, type Layout, type PageOptions} from './layout';
import {entitySetNotes, odataSection} from './odata';
import {operationPage} from './operationPage';
import {overviewPage} from './overviewPage';
import {schemaPages} from './schemaPages';
import {tagPage} from './tagPages';
import type {JsonObject} from './spec';

/** Every page of the reference. */
export function referencePages(document: JsonObject, options: PageOptions): GeneratedPage[] {
  const tagList = listTags(document);
  const operations = listOperations(document, (name) => tagList.find((t) => t.name === name)?.slug ?? slugify(name));
  const layout: Layout = {tags: tagList, operations, schemaFile};
  const odata = tagList.find((t) => t.name === 'OData');
  const notes = odata ? entitySetNotes(document, layout, odata) : new Map<Operation, string>();
  const pages: GeneratedPage[] = [overviewPage(document, layout, options), errorsPage(document, layout, options)];
  let top = 0;
  for (const tag of tagList) {
    // In a tag's folder its own operations come first, then the folders of its nested tags.
    const own = operations.filter((op) => op.tagFile === tag.file);
    const siblings = tag.parent ? tagList.filter((t) => t.parent === tag.parent) : [];
    const parentOwn = tag.parent
      ? operations.filter((op) => op.tagFile === tagList.find((t) => t.name === tag.parent)?.file).length
      : 0;
    const position = tag.parent ? parentOwn + siblings.indexOf(tag) + 1 : ++top;
    const extra = odata && rootTag(tag, tagList) === odata ? odataSection(document, layout, odata, tag.file) : '';
    pages.push(tagPage(tag, layout, position, options, extra));
    own.forEach((op, i) => pages.push(operationPage(document, op, layout, i + 1, options, notes.get(op))));
  }
  pages.push(...schemaPages(document, layout, options));
  const seen = new Set<string>();
  for (const page of pages) {
    // Two operation ids (or schema names) of one folder that slug alike would overwrite each other's page.
    if (seen.has(page.file))
      throw new Error(
        `${options.specPath}: two pages of the API reference would be written to ${page.file}; rename one of the operations or schemas`,
      );
    seen.add(page.file);
  }
  return pages;
}
