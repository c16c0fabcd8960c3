import type {ReactNode} from 'react';
import LocaleSuggestion from '@site/src/components/LocaleSuggestion';

/** App root: site-wide overlays that live outside any one page. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <LocaleSuggestion />
    </>
  );
}
