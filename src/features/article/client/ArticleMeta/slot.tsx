import {createContext, useContext, type ReactNode} from 'react';
import ArticleMeta from './index';
import PageMenu from '../../../markdown-twins/client/PageMenu';

/** True inside a docs page's content (src/features/article/theme/DocItem/Content provides it). */
export const ArticleMetaSlotContext = createContext(false);

/**
 * Where src/features/article/plugin/remarkTitleMeta.ts puts the meta line of a page
 * whose Markdown has its own h1: inside that h1's header, right under it,
 * with the page menu beside it. Outside a docs page's content it renders nothing.
 */
export default function ArticleMetaSlot(): ReactNode {
  return useContext(ArticleMetaSlotContext) ? (
    <>
      <ArticleMeta />
      <PageMenu />
    </>
  ) : null;
}
