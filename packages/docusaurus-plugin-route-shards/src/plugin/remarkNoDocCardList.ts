/**
 * Remark plugin of the docs instances: a page that uses `<DocCardList>` stops
 * the build, naming the file. Its cards read the version's map of every page's
 * title and description, which docs pages no longer load (versionDataLoader.cjs). Checked on the tree the page is
 * compiled from, so no file is read twice.
 */
interface Node {
  readonly type: string;
  readonly name?: string | null;
  readonly children?: readonly Node[];
}

/** Whether the tree holds a `<DocCardList>` element. */
export function usesDocCardList(node: Node): boolean {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'DocCardList')
    return true;
  return (node.children ?? []).some(usesDocCardList);
}

export default function remarkNoDocCardList() {
  return (root: Node, file: {readonly path?: string}): void => {
    if (usesDocCardList(root)) {
      throw new Error(
        `${file.path ?? 'A docs page'} uses <DocCardList>, whose cards need the list of every page's title and description that docs pages do not carry (docusaurus-plugin-route-shards, docs-version-data): list the pages another way, or switch the plugin off.`,
      );
    }
  };
}
