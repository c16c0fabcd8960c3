import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import ContentLanguage from '@site/src/components/ContentLanguage';

export default function DocItemContentWrapper(props: Props): ReactNode {
  return (
    <ContentLanguage>
      <Content {...props} />
    </ContentLanguage>
  );
}
