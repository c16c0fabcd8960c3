import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Icon from '@site/src/components/Icon';
import {parseHomeFrontMatter, type HomeFeature} from './homeFrontMatter';
import styles from './styles.module.css';

interface HomeLayoutProps {
  readonly frontMatter: Record<string, unknown>;
  /** The page's Markdown body, shown below the generated parts. */
  readonly children?: ReactNode;
}

function FeatureCard({feature}: {feature: HomeFeature}): ReactNode {
  const body = (
    <>
      <span className={styles.featureIcon}>
        <Icon name={feature.icon} size={28} />
      </span>
      <h3 className={styles.featureTitle}>{feature.title}</h3>
      {feature.details && <p className={styles.featureDetails}>{feature.details}</p>}
    </>
  );
  return feature.link ? (
    <Link to={feature.link} className={clsx(styles.feature, styles.featureLink)}>
      {body}
    </Link>
  ) : (
    <div className={styles.feature}>{body}</div>
  );
}

function HeroImage({src, alt}: {src: string; alt: string}): ReactNode {
  const url = useBaseUrl(src);
  return <img className={styles.heroImage} src={url} alt={alt} width={360} height={240} />;
}

/** Home layout of SPEC.md §2.4 (hero, features, highlights), driven by frontmatter. */
export default function HomeLayout({frontMatter, children}: HomeLayoutProps): ReactNode {
  const home = parseHomeFrontMatter(frontMatter);
  return (
    <div className={styles.home}>
      <header className={styles.hero}>
        <div className={clsx('container', styles.heroInner)}>
          <div className={styles.heroText}>
            {home.heroText && <h1 className={styles.heroTitle}>{home.heroText}</h1>}
            {home.tagline && <p className={styles.tagline}>{home.tagline}</p>}
            {home.actions.length > 0 && (
              <div className={styles.actions}>
                {home.actions.map((action) => (
                  <Link
                    key={action.link}
                    to={action.link}
                    className={clsx('button button--lg', action.type === 'primary' ? 'button--primary' : 'button--secondary')}>
                    {action.text}
                  </Link>
                ))}
              </div>
            )}
          </div>
          {home.heroImage && <HeroImage src={home.heroImage} alt={home.heroAlt ?? ''} />}
        </div>
      </header>

      {home.features.length > 0 && (
        <section className={clsx('container', styles.features)}>
          {home.features.map((feature) => (
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </section>
      )}

      {home.highlights.map((highlight) => (
        <section key={highlight.header} className={styles.highlight}>
          <div className="container">
            <h2 className={styles.highlightHeader}>{highlight.header}</h2>
            {highlight.description && <p className={styles.highlightDescription}>{highlight.description}</p>}
            {highlight.features.length > 0 && (
              <ul className={styles.highlightList}>
                {highlight.features.map((item) => (
                  <li key={item.title} className={styles.highlightItem}>
                    <Icon name={item.icon ?? 'check'} size={20} className={styles.highlightIcon} />
                    <div>
                      {item.link ? (
                        <Link to={item.link} className={styles.highlightTitle}>
                          {item.title}
                        </Link>
                      ) : (
                        <span className={styles.highlightTitle}>{item.title}</span>
                      )}
                      {item.details && <p className={styles.highlightDetails}>{item.details}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ))}

      {children && <div className={clsx('container', styles.body)}>{children}</div>}
    </div>
  );
}
