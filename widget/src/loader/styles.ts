/**
 * The loader's only CSS. Class names are short and prefixed so they cost few
 * bytes and do not collide with the host page. Panel sizes follow the spec:
 * 425 px wide on desktop, 825 px in modal mode, the whole screen on phones.
 * An open modal hides the launcher: the dialog holds its own close button.
 */
export const STYLES =
  '.vgw-p,.vgw-n,.vgw-b{position:fixed;z-index:2147483000}' +
  '.vgw-n{bottom:20px;right:20px;width:60px;height:60px;border:0;border-radius:50%;background:var(--vgw-c,#2563eb);color:var(--vgw-t,#fff);box-shadow:0 12px 48px #00000047;display:grid;place-items:center}' +
  '.vgw-n svg{width:28px}.vgw-n .vgw-x,.vgw-o .vgw-n .vgw-c{display:none}.vgw-o .vgw-n .vgw-x{display:block}' +
  '.vgw-p{bottom:92px;right:20px;width:425px;height:min(720px,calc(100% - 112px));border-radius:16px;overflow:hidden;background:#fff;box-shadow:0 12px 48px #00000047;opacity:0;visibility:hidden;transition:opacity .2s,visibility .2s}' +
  '.vgw-l .vgw-n,.vgw-l .vgw-p{right:auto;left:20px}' +
  '.vgw-o .vgw-p{opacity:1;visibility:visible;transition:opacity .2s}' +
  '.vgw-m .vgw-p{top:50%;left:50%;right:auto;bottom:auto;width:825px;max-width:calc(100% - 40px);height:min(800px,calc(100% - 40px));transform:translate(-50%,-50%)}' +
  '.vgw-b{inset:0;background:#0f172a80;display:none}.vgw-m.vgw-o .vgw-b{display:block}.vgw-m.vgw-o .vgw-n{display:none}' +
  '.vgw-f .vgw-p{inset:0;width:100%;height:100%;border-radius:0;box-shadow:none}' +
  '.vgw-i,.vgw-i .vgw-p{position:relative;inset:auto;width:100%;height:100%;min-height:520px;border-radius:12px}' +
  '.vgw-p iframe{border:0;width:100%;height:100%;display:block}.vgw-lock,.vgw-lock body{overflow:hidden}' +
  '@media (max-width:600px){.vgw:not(.vgw-i) .vgw-p{inset:0;width:100%;height:100%;max-width:none;border-radius:0;transform:none}.vgw-o .vgw-n{display:none}}';

export const CHAT_ICON =
  '<svg class="vgw-c" viewBox="0 0 24 24" fill="currentColor"><path d="M12 3C6.5 3 2 6.9 2 11.6c0 2.6 1.4 5 3.7 6.5L5 22l4.3-2.4c.9.2 1.8.3 2.7.3 5.5 0 10-3.9 10-8.6S17.5 3 12 3z"/></svg>' +
  '<svg class="vgw-x" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"><path d="M6 6l12 12M18 6L6 18"/></svg>';
