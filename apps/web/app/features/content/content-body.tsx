import styles from './content.module.css';

/** A body the API sanitised (rehype-sanitize: no script, no handlers, no javascript: links). */
export function ContentBody({ html, lang }: { html: string; lang?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API before it is served.
  return <div className={styles.body} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
