import type {ReactNode} from 'react';
import clsx from 'clsx';

export interface Props {
  readonly children?: ReactNode;
  readonly className?: string;
  readonly metastring?: string;
  readonly title?: ReactNode;
  readonly language?: string;
}

/** `title="…"` (or `title='…'`) from a fence's meta string, as Docusaurus writers use it. */
export function titleFromMeta(metastring: string | undefined): string | undefined {
  const match = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(metastring ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * A code block whose tokens were highlighted at build time (src/features/code-highlight):
 * it only lays them out, so no highlighter ships to the browser. The copy button is
 * added to every `pre` in an article by the reading features.
 */
export default function CodeBlock({children, className, metastring, title, language}: Props): ReactNode {
  const languageClass =
    className?.split(' ').find((c) => c.startsWith('language-')) ?? (language ? `language-${language}` : undefined);
  const heading = title ?? titleFromMeta(metastring);
  return (
    <div className={clsx('tessera-code', 'theme-code-block', languageClass && `tessera-code--${languageClass}`)}>
      {heading ? <div className="tessera-code__title">{heading}</div> : null}
      {/* tabIndex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <pre className={clsx('tessera-code__pre', languageClass)} tabIndex={0}>
        <code className={languageClass}>{children}</code>
      </pre>
    </div>
  );
}
