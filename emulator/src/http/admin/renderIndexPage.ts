import type { Engine } from '../../engine/types';

/** A tiny HTML page linking each database's collections to their JSON views. */
export async function renderIndexPage(engine: Engine): Promise<string> {
  const sections = await Promise.all(
    engine.databases().map(async (database) => {
      const { collectionIds } = await engine.listCollectionIds(
        { parent: `${database}/documents`, pageSize: 1000 },
        { kind: 'owner' },
      );
      const base = `/emulator/v1/${database.split('/').map(encodeURIComponent).join('/')}/documents`;
      const links = collectionIds
        .map((id) => `<li><a href="${base}/${encodeURIComponent(id)}">${escapeHtml(id)}</a></li>`)
        .join('');
      return `<h2>${escapeHtml(database)}</h2><ul>${links || '<li>(no collections)</li>'}</ul>`;
    }),
  );
  return [
    '<!doctype html><meta charset="utf-8"><title>Firestore emulator</title>',
    '<h1>Firestore emulator</h1>',
    sections.join('') || '<p>No data yet.</p>',
  ].join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
