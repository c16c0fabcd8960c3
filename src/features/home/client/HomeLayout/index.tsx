import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Icon from '@site/src/features/icons/client/Icon';
import {parseHomeFrontMatter, type HomeFeature, type HomeImage} from './homeFrontMatter';
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
      <h2 className={styles.featureTitle}>{feature.title}</h2>
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

/**
 * `heroImage`/`heroImageDark` (and a highlight's `image`/`imageDark`): both pictures are in the
 * HTML and CSS shows the one for the site's colour mode (`<html data-theme>`, not the system's:
 * this site can force light mode), so server and browser render the same. The dark one is lazy:
 * while hidden it is never downloaded.
 */
function ThemedPicture({
  image,
  className,
  width,
  height,
}: {
  image: HomeImage;
  className?: string;
  width: number;
  height: number;
}): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  if (!image.srcDark)
    return <img className={className} src={withBaseUrl(image.src)} alt={image.alt} width={width} height={height} />;
  return (
    <>
      <img
        className={clsx(className, styles.lightOnly)}
        src={withBaseUrl(image.src)}
        alt={image.alt}
        width={width}
        height={height}
      />
      <img
        className={clsx(className, styles.darkOnly)}
        src={withBaseUrl(image.srcDark)}
        alt={image.alt}
        width={width}
        height={height}
        loading="lazy"
      />
    </>
  );
}

/** Home layout (hero, features, highlights), driven by frontmatter. */
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
                    className={clsx(
                      'button button--lg',
                      action.type === 'primary' ? 'button--primary' : 'button--secondary',
                    )}
                  >
                    {action.text}
                  </Link>
                ))}
              </div>
            )}
          </div>
          {home.heroImage && (
            <ThemedPicture image={home.heroImage} className={styles.heroImage} width={360} height={240} />
          )}
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
          <div className={clsx('container', highlight.image && styles.highlightWithImage)}>
            <div className={styles.highlightBody}>
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
            {highlight.image && (
              <ThemedPicture image={highlight.image} className={styles.highlightImage} width={360} height={240} />
            )}
          </div>
        </section>
      ))}

      {children && <div className={clsx('container', styles.body)}>{children}</div>}
    </div>
  );
}
