import type {ReactNode} from 'react';
import {icons, isIconName} from '../../shared/icons';

interface IconProps {
  /** A name from the bundled set; unknown names render nothing rather than a broken glyph. */
  readonly name: unknown;
  readonly size?: number;
  readonly className?: string;
}

/** Decorative icon: hidden from assistive technology, the text beside it carries the meaning. */
export default function Icon({name, size = 24, className}: IconProps): ReactNode {
  if (!isIconName(name)) {
    return null;
  }
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={icons[name]} />
    </svg>
  );
}
