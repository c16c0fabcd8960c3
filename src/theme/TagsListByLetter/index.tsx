import type {ReactNode} from 'react';
import TagsListByLetter from '@theme-original/TagsListByLetter';
import type {Props} from '@theme/TagsListByLetter';
import {useContentLanguage} from '@site/src/components/ContentLanguage';

/**
 * The tags of an English developer-docs section, listed in the Russian tree,
 * are English words: the list carries `lang="en"` (src/components/ContentLanguage).
 */
export default function TagsListByLetterWrapper(props: Props): ReactNode {
  const lang = useContentLanguage();
  return lang ? (
    <div lang={lang}>
      <TagsListByLetter {...props} />
    </div>
  ) : (
    <TagsListByLetter {...props} />
  );
}
