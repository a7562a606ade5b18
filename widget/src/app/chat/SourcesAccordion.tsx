import { useT } from '../i18n/useT';

interface SourcePayload {
  url?: unknown;
  doc_name?: unknown;
  urlDescription?: unknown;
}

/** The knowledge a reply drew on: link or document name, and a description. */
export function SourcesAccordion({ sources }: { sources: readonly unknown[] }) {
  const t = useT();
  const items = sources.flatMap((source) => {
    const payload = (source as { payload?: SourcePayload } | null)?.payload;
    if (!payload) return [];
    const url =
      typeof payload.url === 'string' && /^https?:\/\//.test(payload.url) ? payload.url : null;
    const name = typeof payload.doc_name === 'string' ? payload.doc_name : null;
    const description = typeof payload.urlDescription === 'string' ? payload.urlDescription : null;
    return url || name ? [{ url, name: name ?? url!, description }] : [];
  });
  if (!items.length) return null;
  return (
    <details className="vg-sources">
      <summary>
        {t('sources')} ({items.length})
      </summary>
      <ul>
        {items.map((item, index) => (
          <li key={index}>
            {item.url ? (
              <a href={item.url} target="_blank" rel="noopener noreferrer">
                {item.name}
              </a>
            ) : (
              <span>{item.name}</span>
            )}
            {item.description ? <small>{item.description}</small> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
