import type {ReactNode} from 'react';
import OriginalTag from '@theme-original/Tag';
import type {Props} from '@theme/Tag';
import {badgeColourClass} from '@site/src/components/Badge/colour';

/** Theme tags as colour badges: one of SPEC.md §9's nine colour classes by a hash of the name. */
export default function Tag(props: Props): ReactNode {
  return (
    <span className={`tessera-badge ${badgeColourClass(props.label)}`}>
      <OriginalTag {...props} />
    </span>
  );
}
