import type { Region } from '@vg/common';

export const EMBED_STYLES = ['chatbox', 'popup', 'iframe', 'modal', 'full-html'] as const;
export type EmbedStyle = (typeof EMBED_STYLES)[number];

export const EMBED_STYLE_LABEL: Record<EmbedStyle, string> = {
  chatbox: 'Chatbox',
  popup: 'Popup',
  iframe: 'iFrame',
  modal: 'Modal',
  'full-html': 'Full HTML example',
};

export type RenderMode = 'full-width' | 'bottom-left' | 'bottom-right';
export type ScriptVersion = 'live' | 'dev';

export interface SnippetOptions {
  origin: string;
  agentId: string;
  region: Region;
  render: RenderMode;
  version: ScriptVersion;
  autostart: boolean;
  /** Adds user, userID and stylesheets placeholders for the site to fill. */
  withVisitor: boolean;
  /**
   * The agent's colours (`agentColours`): the launcher shows them to a
   * visitor's first page view, before the chat has loaded the agent.
   */
  launcher?: { color: string; onColor: string };
}

/** Element id the chatbox style mounts into. */
export const CHATBOX_CONTAINER_ID = 'VG_OVERLAY_CONTAINER';

export function loaderUrl(origin: string, version: ScriptVersion): string {
  return `${origin}/widget/loader.js${version === 'dev' ? '?channel=dev' : ''}`;
}

function configBlock(options: SnippetOptions, extra: Record<string, string>): string {
  const lines = [
    `    ID: ${JSON.stringify(options.agentId)},`,
    `    region: ${JSON.stringify(options.region)},`,
    `    render: ${JSON.stringify(options.render)}, // full-width | bottom-left | bottom-right`,
    ...Object.entries(extra).map(([key, value]) => `    ${key}: ${value},`),
  ];
  // A chatbox and a full-width chat have no launcher.
  const { launcher } = options;
  if (launcher && !('root' in extra) && options.render !== 'full-width') {
    lines.push(
      `    color: ${JSON.stringify(launcher.color)}, // launcher colours, from the widget's theme`,
      `    textColor: ${JSON.stringify(launcher.onColor)},`,
    );
  }
  if (options.autostart) lines.push('    autostart: true,');
  if (options.withVisitor) {
    lines.push(
      '    user: { name: "", email: "", phone: "" },',
      '    userID: "",',
      '    stylesheets: [],',
    );
  }
  return ['<script>', '  window.VG_CONFIG = {', ...lines, '  };', '</script>'].join('\n');
}

function loaderTag(options: SnippetOptions): string {
  return `<script src="${loaderUrl(options.origin, options.version)}" defer></script>`;
}

/** The copyable snippet of one embed style for the widget loader. */
export function buildEmbedSnippet(style: EmbedStyle, options: SnippetOptions): string {
  switch (style) {
    case 'chatbox':
      return [
        `<div id="${CHATBOX_CONTAINER_ID}" style="width: 425px; height: 650px;"></div>`,
        configBlock(options, { root: JSON.stringify(CHATBOX_CONTAINER_ID) }),
        loaderTag(options),
      ].join('\n');
    case 'popup':
      return [configBlock(options, {}), loaderTag(options)].join('\n');
    case 'modal':
      return [configBlock(options, { modalMode: 'true' }), loaderTag(options)].join('\n');
    case 'iframe': {
      // A pasted iframe takes no loader options and no custom CSS.
      const src = `${options.origin}/app/${options.region}/render/${encodeURIComponent(options.agentId)}/iframe`;
      return `<iframe src="${src}" width="425" height="650" style="border: 0; border-radius: 12px;" allow="microphone; clipboard-write"></iframe>`;
    }
    case 'full-html':
      return [
        '<!doctype html>',
        '<html lang="en">',
        '<head>',
        '  <meta charset="utf-8" />',
        '  <meta name="viewport" content="width=device-width, initial-scale=1" />',
        '  <title>My site</title>',
        '</head>',
        '<body>',
        '  <h1>Welcome</h1>',
        indent(configBlock(options, {}), '  '),
        `  ${loaderTag(options)}`,
        '</body>',
        '</html>',
      ].join('\n');
  }
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}
