import styles from './content.module.css';

/** A body the API sanitised (rehype-sanitize: no script, no handlers, no javascript: links). */
export function ContentBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API before it is served.
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
